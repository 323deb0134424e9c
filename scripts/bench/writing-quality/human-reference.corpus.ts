// Definitional reference prose for the AI detector (issue 27): the entries of two dictionaries people wrote and
// edited over decades, in the register of students' "X is the tendency to..." answers, which the detector had
// called likely AI 1.1 % and mixed 7.5 % of the time (FOLDOC entries of 80+ words, session 14's shipped model,
// never trained on them) — over both ceilings for a kind of human writing it had not seen.
// - 'foldoc': the Free On-line Dictionary of Computing (Debian dict-foldoc, GFDL), each entry one document; entries
//   last edited after November 2022 (their closing date says so) are left out, so no model could have written them;
// - 'jargon-file': the Jargon File 4.4.x (Debian dict-jargon, public domain), hackers' definitions and essays.
// Both are read from dictd's files: the index gives each entry's offset and length (base64) in the gzipped data.
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { HumanDocument } from './human-prose.corpus.ts';

const DICTD = '/usr/share/dictd';
const LAST_HUMAN_DAY = '2022-11-30';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A dictd index number: base64 digits, most significant first. */
export function dictdNumber(digits: string): number {
  return [...digits].reduce((n, c) => n * 64 + BASE64.indexOf(c), 0);
}

/**
 * The prose paragraphs of one dictd entry: the headword lines before the first blank line, category tags
 * ("<programming>"), cross-reference braces, references in square brackets, dates and transcripts dropped.
 */
export function entryProse(entry: string): string[] {
  const body = entry.slice(Math.max(0, entry.search(/\n\s*\n/)));
  return body
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .replace(/\{([^{}]*)\}/g, '$1')
        .replace(/\s*\(https?:[^)]*\)/g, '')
        .replace(/^\s*<[^>]*>\s*/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((block) => {
      if (/^\[|^\(\d{4}-\d{2}-\d{2}\)$|^>/.test(block)) return false;
      const words = block.split(' ');
      const letters = block.replace(/[^\p{L}]/gu, '').length;
      return words.length >= 8 && letters / block.length > 0.7 && /[.!?]["')\u201d]?$/.test(block);
    });
}

/** The date an entry was last edited, when it closes with one: "(2014-11-27)". */
function lastEdited(entry: string): string | null {
  return /\((\d{4}-\d{2}-\d{2})\)\s*$/.exec(entry)?.[1] ?? null;
}

function dictionary(name: string, source: string): HumanDocument[] {
  // Offsets count bytes of the data, not characters.
  const data = gunzipSync(readFileSync(`${DICTD}/${name}.dict.dz`));
  const seen = new Set<number>();
  const docs: HumanDocument[] = [];
  for (const line of readFileSync(`${DICTD}/${name}.index`, 'utf8').split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (!headword || !offset || !length || headword.startsWith('00-database')) continue;
    const start = dictdNumber(offset);
    // Several headwords (synonyms, spellings) point at one entry: read it once.
    if (seen.has(start)) continue;
    seen.add(start);
    const entry = data.subarray(start, start + dictdNumber(length)).toString('utf8');
    const edited = lastEdited(entry);
    if (edited !== null && edited > LAST_HUMAN_DAY) continue;
    const paragraphs = entryProse(entry);
    if (paragraphs.length > 0) docs.push({ source, id: headword, paragraphs });
  }
  return docs;
}

export function loadReferenceProse(): { documents: HumanDocument[]; found: string[]; missing: string[] } {
  const documents: HumanDocument[] = [];
  const found: string[] = [];
  const missing: string[] = [];
  for (const [name, source, pkg] of [
    ['foldoc', 'foldoc', 'dict-foldoc'],
    ['jargon', 'jargon-file', 'dict-jargon'],
  ] as const) {
    if (!existsSync(`${DICTD}/${name}.index`)) {
      missing.push(`${source} (apt-get install ${pkg})`);
      continue;
    }
    const docs = dictionary(name, source);
    found.push(`${source} (${docs.length} documents)`);
    documents.push(...docs);
  }
  return { documents, found, missing };
}
