// The AI detector read on labelled texts from outside the project (issue 27): JSON lines of
// { "label": "human" | "ai", "group"?: string, "text": string } given as arguments, for data whose licence lets a
// team measure with it but not ship it (the repository keeps only what it may redistribute). Prints, per label and
// group: texts judged, those refused (too short, not prose), and the share called likely AI / at least mixed, with
// the human ceilings' 95 % upper bounds. `npm run quality:writing-outside -- file.jsonl [more.jsonl]`.
// With `--write --ai-description="..." --human-description="..."` the overall rates are written, with the model's
// fingerprint, to shared/study/ai-detection/detector-outside.data.ts, and the report states them for that model.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { analyzeAiText } from '../../../shared/study/ai-detection/ai-text-signals.engine.ts';
import type { AiVerdict } from '../../../shared/study/ai-detection/ai-text-signals.engine.ts';
import { DETECTOR_MODEL } from '../../../shared/study/ai-detection/detector-model.data.ts';
import { modelFingerprint } from '../../../shared/study/ai-detection/outside-checks.ts';
import type {
  OutsideChecksData,
  OutsideRatesData,
} from '../../../shared/study/ai-detection/outside-checks.ts';
import { DETECTOR_DATA_DIR, round4, upperBound95 } from './rates.ts';

const OUT = join(DETECTOR_DATA_DIR, 'detector-outside.data.ts');

const lineSchema = z.object({
  label: z.enum(['human', 'ai']),
  group: z.string().optional(),
  text: z.string(),
});

export interface OutsideReading {
  label: 'human' | 'ai';
  group: string;
  /** null: the detector refused the text (too short or not prose). */
  verdict: AiVerdict | null;
}

export interface OutsideRates {
  key: string;
  judged: number;
  refused: number;
  likelyAi: number;
  atLeastMixed: number;
  likelyAiUpper95: number;
  atLeastMixedUpper95: number;
}

/** Rates per label and per label/group, the refused texts counted apart from the judged ones. */
export function outsideRates(readings: readonly OutsideReading[]): OutsideRates[] {
  const byKey = new Map<string, OutsideReading[]>();
  for (const r of readings)
    for (const key of [r.label, `${r.label}/${r.group}`]) byKey.set(key, [...(byKey.get(key) ?? []), r]);
  return [...byKey]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, rows]) => {
      const judged = rows.filter((r) => r.verdict !== null);
      const likely = judged.filter((r) => r.verdict === 'likely-ai').length;
      const mixed = judged.filter((r) => r.verdict !== null && r.verdict !== 'likely-human').length;
      const share = (k: number) => (judged.length === 0 ? 0 : k / judged.length);
      return {
        key,
        judged: judged.length,
        refused: rows.length - judged.length,
        likelyAi: share(likely),
        atLeastMixed: share(mixed),
        likelyAiUpper95: upperBound95(likely, judged.length),
        atLeastMixedUpper95: upperBound95(mixed, judged.length),
      };
    });
}

function writeOutsideChecks(rates: readonly OutsideRates[], aiDescription: string, humanDescription: string) {
  const of = (label: 'ai' | 'human'): OutsideRatesData => {
    const r = rates.find((x) => x.key === label);
    if (r === undefined || r.judged === 0) throw new Error(`no ${label} texts were judged`);
    return {
      texts: r.judged,
      likelyAi: round4(r.likelyAi),
      atLeastMixed: round4(r.atLeastMixed),
      likelyAiUpper95: round4(r.likelyAiUpper95),
    };
  };
  const data: OutsideChecksData = {
    modelFingerprint: modelFingerprint(DETECTOR_MODEL),
    measuredAt: new Date().toISOString().slice(0, 10),
    aiDescription,
    humanDescription,
    ai: of('ai'),
    human: of('human'),
  };
  writeFileSync(
    OUT,
    `// Written by \`npm run quality:writing-outside -- --write ...\` (scripts/bench/writing-quality/outside-check.ts).\n` +
      `import type { OutsideChecksData } from './outside-checks.ts';\n\n` +
      `export const DETECTOR_OUTSIDE_CHECKS: OutsideChecksData | null = ${JSON.stringify(data, null, 2)};\n`,
  );
  console.log(`wrote ${OUT}`);
}

function main(args: readonly string[]) {
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length === 0) throw new Error('give one or more JSON-lines files of { label, group?, text }');
  const readings: OutsideReading[] = [];
  for (const file of files)
    for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
      if (line.trim() === '') continue;
      const parsed = lineSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.message}`);
      const row = parsed.data;
      readings.push({
        label: row.label,
        group: row.group ?? 'all',
        verdict: analyzeAiText(row.text).data?.verdict ?? null,
      });
    }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const rates = outsideRates(readings);
  // Upper bounds matter for the human ceilings (few calls in many texts); model-written rates are printed plain.
  for (const r of rates) {
    const bound = (x: number) => (r.key.startsWith('human') ? ` (95% UB ${pct(x)})` : '');
    console.log(
      `${r.key}: ${r.judged} judged (${r.refused} refused): likely AI ${pct(r.likelyAi)}${bound(r.likelyAiUpper95)}, at least mixed ${pct(r.atLeastMixed)}${bound(r.atLeastMixedUpper95)}`,
    );
  }
  if (args.includes('--write')) {
    const ai = option('ai-description');
    const human = option('human-description');
    if (ai === undefined || human === undefined)
      throw new Error('--write needs --ai-description="..." and --human-description="..."');
    writeOutsideChecks(rates, ai, human);
  }
}

if (import.meta.filename === process.argv[1]) main(process.argv.slice(2));
