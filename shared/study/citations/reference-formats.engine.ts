// BibTeX and RIS, the two exchange formats reference managers (Zotero, Mendeley, EndNote, Google Scholar) import
// and export, read into and written from CSL-JSON references (issue 13: "BibTeX/RIS import"). citation-js is not
// installed in this project, so this is a small reader and writer of the fields the citation styles use.
import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import type { CslName, Reference } from './citation-formatter.engine.ts';

export const REFERENCE_FORMAT_MESSAGES = {
  empty: 'The file holds no references.',
  unreadable: 'The file could not be read as BibTeX or RIS.',
} as const;

type RefType = Reference['type'];

// ---- Names ---------------------------------------------------------------------------------------------------

/** "Family, Given", "Given Family" or "{Organisation Name}" → a CSL name. */
export function parseName(raw: string): CslName {
  const name = raw.trim();
  if (/^\{.*\}$/.test(name)) return { literal: name.slice(1, -1).trim() };
  if (name.includes(',')) {
    const [family, ...given] = name.split(',');
    const g = given.join(',').trim();
    return g ? { family: family!.trim(), given: g } : { family: family!.trim() };
  }
  const parts = name.split(/\s+/);
  if (parts.length === 1) return { family: parts[0]! };
  return { family: parts.at(-1)!, given: parts.slice(0, -1).join(' ') };
}

/** A CSL name as "Family, Given" (a literal as itself), the form both formats and the source form use. */
export function nameToText(name: CslName): string {
  if (name.literal) return name.literal;
  return [name.family, name.given].filter(Boolean).join(', ');
}

function yearOf(reference: Reference): string | undefined {
  const part = reference.issued?.['date-parts']?.[0]?.[0];
  return part === undefined ? undefined : String(part);
}

function issued(year: string | undefined): Reference['issued'] {
  const match = year?.match(/\d{4}/);
  return match ? { 'date-parts': [[Number(match[0])]] } : undefined;
}

/** Removes fields left undefined so references compare and serialise cleanly. */
function compact(reference: Reference): Reference {
  const compacted = { ...reference };
  for (const [key, value] of Object.entries(compacted)) {
    if (value === undefined || value === '' || (Array.isArray(value) && !value.length))
      Reflect.deleteProperty(compacted, key);
  }
  return compacted;
}

// ---- BibTeX --------------------------------------------------------------------------------------------------

const BIBTEX_TYPES: Record<string, RefType> = {
  article: 'article-journal',
  book: 'book',
  booklet: 'book',
  inbook: 'chapter',
  incollection: 'chapter',
  inproceedings: 'paper-conference',
  conference: 'paper-conference',
  manual: 'report',
  techreport: 'report',
  report: 'report',
  mastersthesis: 'thesis',
  phdthesis: 'thesis',
  thesis: 'thesis',
  online: 'webpage',
  electronic: 'webpage',
  www: 'webpage',
  misc: 'webpage',
};

const TO_BIBTEX: Record<RefType, string> = {
  'article-journal': 'article',
  'article-magazine': 'article',
  'article-newspaper': 'article',
  book: 'book',
  chapter: 'incollection',
  'paper-conference': 'inproceedings',
  report: 'techreport',
  thesis: 'phdthesis',
  webpage: 'misc',
  'post-weblog': 'misc',
  'entry-encyclopedia': 'misc',
  motion_picture: 'misc',
  legislation: 'misc',
};

/** LaTeX accents and escapes that show up in exported BibTeX, turned into the letters they stand for. */
function unLatex(value: string): string {
  const accents: Record<string, string> = {
    "'": '\u0301',
    '`': '\u0300',
    '^': '\u0302',
    '"': '\u0308',
    '~': '\u0303',
    c: '\u0327',
  };
  return value
    .replace(/\\([`'^"~c])\s*\{?([A-Za-z])\}?/g, (_, mark: string, letter: string) =>
      (letter + accents[mark]).normalize('NFC'),
    )
    .replace(/\\&/g, '&')
    .replace(/\\([%$#_])/g, '$1')
    .replace(/--/g, '–')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads a braced or quoted value starting at `i`; answers the value and the index after it. */
function readValue(text: string, start: number): [string, number] {
  let i = start;
  while (/\s/.test(text[i] ?? '')) i += 1;
  const open = text[i];
  if (open === '{') {
    let depth = 0;
    for (let j = i; j < text.length; j += 1) {
      if (text[j] === '{') depth += 1;
      else if (text[j] === '}') {
        depth -= 1;
        if (depth === 0) return [text.slice(i + 1, j), j + 1];
      }
    }
    return [text.slice(i + 1), text.length];
  }
  if (open === '"') {
    let depth = 0;
    for (let j = i + 1; j < text.length; j += 1) {
      if (text[j] === '{') depth += 1;
      else if (text[j] === '}') depth -= 1;
      else if (text[j] === '"' && depth === 0 && text[j - 1] !== '\\') return [text.slice(i + 1, j), j + 1];
    }
    return [text.slice(i + 1), text.length];
  }
  const match = /^[^,}\s]+/.exec(text.slice(i));
  return [match?.[0] ?? '', i + (match?.[0].length ?? 0)];
}

function parseBibtexEntry(type: string, key: string, body: string): Reference | null {
  const fields: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    const m = /\s*,?\s*([A-Za-z][\w-]*)\s*=/y;
    m.lastIndex = i;
    const found = m.exec(body);
    if (!found) break;
    const [raw, next] = readValue(body, m.lastIndex);
    // Concatenation with # is rare in exported files; the first part is kept.
    fields[found[1]!.toLowerCase()] = raw;
    i = next;
  }
  const title = fields.title ? unLatex(fields.title) : '';
  if (!title) return null;
  const names = (value: string | undefined) =>
    value
      ? value
          .split(/\s+and\s+/i)
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => {
            const literal = /^\{.*\}$/.test(n);
            const parsed = parseName(literal ? n : unLatex(n));
            return literal ? { literal: unLatex(n) } : parsed;
          })
      : undefined;
  const refType = BIBTEX_TYPES[type.toLowerCase()] ?? 'book';
  const container = fields.journal ?? fields.journaltitle ?? fields.booktitle;
  return compact({
    id: key.trim() || `ref-${title.slice(0, 20)}`,
    type: refType,
    title,
    author: names(fields.author),
    editor: names(fields.editor),
    issued: issued(fields.year ?? fields.date),
    'container-title': container ? unLatex(container) : undefined,
    publisher: fields.publisher
      ? unLatex(fields.publisher)
      : fields.school
        ? unLatex(fields.school)
        : fields.institution
          ? unLatex(fields.institution)
          : undefined,
    'publisher-place': fields.address ? unLatex(fields.address) : undefined,
    volume: fields.volume ? unLatex(fields.volume) : undefined,
    issue: fields.number ? unLatex(fields.number) : undefined,
    page: fields.pages ? unLatex(fields.pages).replace(/–/g, '-') : undefined,
    edition: fields.edition ? unLatex(fields.edition) : undefined,
    DOI: fields.doi ? unLatex(fields.doi) : undefined,
    URL: fields.url ? fields.url.trim() : undefined,
    ISBN: fields.isbn ? unLatex(fields.isbn) : undefined,
    genre: type.toLowerCase() === 'mastersthesis' ? "Master's thesis" : undefined,
  });
}

export function parseBibtex(text: string): Reference[] {
  const references: Reference[] = [];
  const head = /@(\w+)\s*\{\s*([^,\s]*)\s*,/g;
  let match: RegExpExecArray | null;
  while ((match = head.exec(text)) !== null) {
    const type = match[1]!.toLowerCase();
    if (type === 'comment' || type === 'string' || type === 'preamble') continue;
    // The entry runs to the brace closing the one after the type.
    const open = text.indexOf('{', match.index);
    let depth = 0;
    let end = text.length;
    for (let j = open; j < text.length; j += 1) {
      if (text[j] === '{') depth += 1;
      else if (text[j] === '}') {
        depth -= 1;
        if (depth === 0) {
          end = j;
          break;
        }
      }
    }
    const reference = parseBibtexEntry(type, match[2]!, text.slice(head.lastIndex, end));
    if (reference) references.push(reference);
    head.lastIndex = end;
  }
  return references;
}

function bibtexEscape(value: string): string {
  return value.replace(/([&%$#_])/g, '\\$1').replace(/–/g, '--');
}

function bibtexNames(names: CslName[]): string {
  return names
    .map((n) => (n.literal ? `{${bibtexEscape(n.literal)}}` : bibtexEscape(nameToText(n))))
    .join(' and ');
}

export function toBibtex(references: readonly Reference[]): string {
  return references
    .map((r) => {
      const fields: Array<[string, string | undefined]> = [
        ['author', r.author?.length ? bibtexNames(r.author) : undefined],
        ['editor', r.editor?.length ? bibtexNames(r.editor) : undefined],
        ['title', bibtexEscape(r.title)],
        [
          r.type === 'chapter' || r.type === 'paper-conference' ? 'booktitle' : 'journal',
          r['container-title'],
        ],
        ['year', yearOf(r)],
        ['volume', r.volume?.toString()],
        ['number', r.issue?.toString()],
        ['pages', r.page?.replace(/[–-]+/g, '--')],
        ['edition', r.edition?.toString()],
        ['publisher', r.publisher ? bibtexEscape(r.publisher) : undefined],
        ['address', r['publisher-place']],
        ['doi', r.DOI],
        ['isbn', r.ISBN],
        ['url', r.URL],
      ];
      const body = fields
        .filter((f): f is [string, string] => f[1] !== undefined && f[1] !== '')
        .map(([k, v]) => `  ${k} = {${v}}`)
        .join(',\n');
      const key = r.id.replace(/[^\w:-]/g, '') || 'ref';
      return `@${TO_BIBTEX[r.type]}{${key},\n${body}\n}`;
    })
    .join('\n\n')
    .concat(references.length ? '\n' : '');
}

// ---- RIS -----------------------------------------------------------------------------------------------------

const RIS_TYPES: Record<string, RefType> = {
  JOUR: 'article-journal',
  JFULL: 'article-journal',
  EJOUR: 'article-journal',
  MGZN: 'article-magazine',
  NEWS: 'article-newspaper',
  BOOK: 'book',
  EBOOK: 'book',
  CHAP: 'chapter',
  ECHAP: 'chapter',
  CONF: 'paper-conference',
  CPAPER: 'paper-conference',
  RPRT: 'report',
  THES: 'thesis',
  ELEC: 'webpage',
  WEB: 'webpage',
  BLOG: 'post-weblog',
  ENCYC: 'entry-encyclopedia',
  VIDEO: 'motion_picture',
  MPCT: 'motion_picture',
  STAT: 'legislation',
  BILL: 'legislation',
};

const TO_RIS: Record<RefType, string> = {
  'article-journal': 'JOUR',
  'article-magazine': 'MGZN',
  'article-newspaper': 'NEWS',
  book: 'BOOK',
  chapter: 'CHAP',
  'paper-conference': 'CONF',
  report: 'RPRT',
  thesis: 'THES',
  webpage: 'ELEC',
  'post-weblog': 'BLOG',
  'entry-encyclopedia': 'ENCYC',
  motion_picture: 'VIDEO',
  legislation: 'STAT',
};

export function parseRis(text: string): Reference[] {
  const references: Reference[] = [];
  let fields: Map<string, string[]> | null = null;
  const finish = () => {
    if (!fields) return;
    const one = (...tags: string[]) => tags.map((t) => fields!.get(t)?.[0]).find((v) => v !== undefined);
    const title = one('TI', 'T1', 'CT', 'BT');
    if (title) {
      const sp = one('SP');
      const ep = one('EP');
      // RIS names are "Last, First"; one without a comma is an organisation.
      const risName = (n: string): CslName => (n.includes(',') ? parseName(n) : { literal: n.trim() });
      const authors = [...(fields.get('AU') ?? []), ...(fields.get('A1') ?? [])].map(risName);
      const editors = [...(fields.get('ED') ?? []), ...(fields.get('A2') ?? [])].map(risName);
      const n = references.length + 1;
      references.push(
        compact({
          id:
            one('ID') ??
            `ris-${n}-${(authors[0]?.family ?? 'ref').toLowerCase()}${one('PY', 'Y1', 'DA')?.match(/\d{4}/)?.[0] ?? ''}`,
          type: RIS_TYPES[one('TY') ?? ''] ?? 'book',
          title,
          author: authors,
          editor: editors,
          issued: issued(one('PY', 'Y1', 'DA')),
          'container-title': one('JO', 'JF', 'T2', 'JA', 'J2'),
          publisher: one('PB'),
          'publisher-place': one('CY'),
          volume: one('VL'),
          issue: one('IS'),
          page: sp ? (ep ? `${sp}-${ep}` : sp) : undefined,
          edition: one('ET'),
          DOI: one('DO'),
          URL: one('UR'),
          ISBN: one('SN'),
        }),
      );
    }
    fields = null;
  };
  for (const line of text.split(/\r?\n/)) {
    const m = /^([A-Z][A-Z0-9]) {2}-\s?(.*)$/.exec(line);
    if (!m) continue;
    const [, tag = '', value = ''] = m;
    if (tag === 'TY') {
      finish();
      fields = new Map([['TY', [value.trim()]]]);
    } else if (tag === 'ER') finish();
    else if (fields) fields.set(tag, [...(fields.get(tag) ?? []), value.trim()]);
  }
  finish();
  return references;
}

export function toRis(references: readonly Reference[]): string {
  return references
    .map((r) => {
      const lines: string[] = [`TY  - ${TO_RIS[r.type]}`, `ID  - ${r.id}`];
      for (const a of r.author ?? []) lines.push(`AU  - ${nameToText(a)}`);
      for (const e of r.editor ?? []) lines.push(`ED  - ${nameToText(e)}`);
      lines.push(`TI  - ${r.title}`);
      const push = (tag: string, value: string | number | undefined) => {
        if (value !== undefined && value !== '') lines.push(`${tag}  - ${value}`);
      };
      push(r.type === 'chapter' || r.type === 'paper-conference' ? 'T2' : 'JO', r['container-title']);
      push('PY', yearOf(r));
      push('VL', r.volume);
      push('IS', r.issue);
      if (r.page) {
        const [sp, ep] = r.page.split(/[–-]+/);
        push('SP', sp);
        push('EP', ep);
      }
      push('ET', r.edition);
      push('PB', r.publisher);
      push('CY', r['publisher-place']);
      push('DO', r.DOI);
      push('SN', r.ISBN);
      push('UR', r.URL);
      lines.push('ER  - ');
      return lines.join('\r\n');
    })
    .join('\r\n\r\n')
    .concat(references.length ? '\r\n' : '');
}

// ---- Either ---------------------------------------------------------------------------------------------------

/** Reads a BibTeX or RIS file, whichever it is (decided by its content, not its name). */
export function parseReferenceFile(text: string): StudyResult<Reference[]> {
  const looksRis = /^TY {2}-/m.test(text);
  const looksBib = /@\w+\s*\{/.test(text);
  if (!looksRis && !looksBib) return fail('unreadable', REFERENCE_FORMAT_MESSAGES.unreadable);
  const references = looksRis ? parseRis(text) : parseBibtex(text);
  if (references.length === 0) return fail('empty', REFERENCE_FORMAT_MESSAGES.empty);
  return ok(references);
}

/** A DOI as typed or pasted ("https://doi.org/10.…", "doi:10.…") reduced to "10.…"; null when it is not one. */
export function normaliseDoi(value: string): string | null {
  const m = /(10\.\d{4,9}\/\S+)/.exec(value.trim());
  return m ? m[1]!.replace(/(?<![.,;])[.,;]+$/, '') : null;
}

/** An ISBN-10 or ISBN-13 with its check digit verified, digits only; null when it is not one. */
export function normaliseIsbn(value: string): string | null {
  const digits = value.replace(/[^0-9Xx]/g, '').toUpperCase();
  if (digits.length === 10) {
    const sum = [...digits].reduce((s, c, i) => s + (c === 'X' ? 10 : Number(c)) * (10 - i), 0);
    return sum % 11 === 0 && !digits.slice(0, 9).includes('X') ? digits : null;
  }
  if (digits.length === 13 && !digits.includes('X')) {
    const sum = [...digits].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0 ? digits : null;
  }
  return null;
}
