// AI detector quality (issue 13): windows of 150–400 words of human prose must rarely read 'likely AI' or 'mixed'.
import { analyzeAiText } from '../../../shared/study/ai-detection/ai-text-signals.engine.ts';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';
import { documents, print } from './corpus.ts';

const random = seededRandom(20261125);
// AI detector on human prose: windows of 150–400 words.
const verdicts = { 'likely-ai': 0, mixed: 0, 'likely-human': 0 };
let texts = 0;
for (const d of documents) {
  const words = d.text.split(/\s+/);
  const length = 150 + Math.floor(random() * 251);
  if (words.length < length) continue;
  const from = Math.floor(random() * (words.length - length + 1));
  const report = analyzeAiText(words.slice(from, from + length).join(' '));
  if (report.data === null) continue;
  texts += 1;
  verdicts[report.data.verdict] += 1;
}
print('ai_detection.human_texts', texts);
print('ai_detection.human_likely_ai_rate', verdicts['likely-ai'] / Math.max(1, texts), '<= 0.005');
print('ai_detection.human_mixed_rate', verdicts.mixed / Math.max(1, texts), '<= 0.10');
