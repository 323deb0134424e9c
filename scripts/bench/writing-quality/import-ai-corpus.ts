// Copies the AI-written corpus (issue 27) into the repository: every JSON line of <dir>/*.jsonl (default
// /work/corpus-ai, or the first argument) is validated, kept once per id, and written sorted by id, prompt beside
// text with its provenance (writer, model, batch, parent), to data/ai-corpus.jsonl.gz. Run it again whenever the
// writers have added texts: `npx tsx scripts/bench/writing-quality/import-ai-corpus.ts [dir]`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { AI_CORPUS_FILE, aiTextSchema } from './ai-corpus.ts';
import type { AiText } from './ai-corpus.ts';

const dir = process.argv[2] ?? '/work/corpus-ai';
const byId = new Map<string, AiText>();
let rejected = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .sort()) {
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      rejected += 1;
      continue;
    }
    const text = aiTextSchema.safeParse(parsed);
    if (!text.success || text.data.text.trim().split(/\s+/).length < 50) {
      rejected += 1;
      continue;
    }
    byId.set(text.data.id, text.data);
  }
}
const texts = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
writeFileSync(AI_CORPUS_FILE, gzipSync(texts.map((t) => JSON.stringify(t)).join('\n') + '\n', { level: 9 }));
const count = (key: keyof AiText) => {
  const m = new Map<string, number>();
  for (const t of texts) m.set(String(t[key]), (m.get(String(t[key])) ?? 0) + 1);
  return Object.fromEntries([...m].sort((a, b) => b[1] - a[1]));
};
console.log(`${texts.length} texts imported from ${dir} (${rejected} lines rejected) into ${AI_CORPUS_FILE}`);
console.log('by writer/model', count('writer'), count('model'));
console.log('by genre', count('genre'));
console.log('by edit', count('edit'));
