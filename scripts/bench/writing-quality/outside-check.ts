// The AI detector read on labelled texts from outside the project (issue 27): JSON lines of
// { "label": "human" | "ai", "group"?: string, "text": string } given as arguments, for data whose licence lets a
// team measure with it but not ship it (the repository keeps only what it may redistribute). Prints, per label and
// group: texts judged, those refused (too short, not prose), and the share called likely AI / at least mixed, with
// the human ceilings' 95 % upper bounds. `npm run quality:writing-outside -- file.jsonl [more.jsonl]`.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { analyzeAiText } from '../../../shared/study/ai-detection/ai-text-signals.engine.ts';
import type { AiVerdict } from '../../../shared/study/ai-detection/ai-text-signals.engine.ts';
import { upperBound95 } from './rates.ts';

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

function main(files: readonly string[]) {
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
  // Upper bounds matter for the human ceilings (few calls in many texts); model-written rates are printed plain.
  for (const r of outsideRates(readings)) {
    const bound = (x: number) => (r.key.startsWith('human') ? ` (95% UB ${pct(x)})` : '');
    console.log(
      `${r.key}: ${r.judged} judged (${r.refused} refused): likely AI ${pct(r.likelyAi)}${bound(r.likelyAiUpper95)}, at least mixed ${pct(r.atLeastMixed)}${bound(r.atLeastMixedUpper95)}`,
    );
  }
}

if (import.meta.filename === process.argv[1]) main(process.argv.slice(2));
