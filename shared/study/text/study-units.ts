// Study units: the sentences of a document a student could be tested on, each with its page and topic. Running
// headers and footers, page labels, titles and headings, tables of contents, reference lists, captions, code and
// copyright lines are taken out first (headings become the topic of the sentences under them). Both the built-in
// generators and the AI provider's prompts start from these units, and the validators check items against them.
import { analyseText } from './english-nlp.engine.ts';
import type { AnalysedSentence } from './english-nlp.engine.ts';
import { looksBinary, toSections } from './study-source.util.ts';
import type { SourceSentence, StudyMaterial } from './study-source.util.ts';

export interface StudyUnit extends SourceSentence {
  /** Tokens, entities and noun phrases; offsets are in the section's text like the unit's own. */
  analysis: AnalysedSentence;
  /** A complete statement (a verb, 5–60 words, not a question, command or code) that items may be built on. */
  statement: boolean;
}

export type DroppedLineKind =
  | 'running-header'
  | 'page-label'
  | 'heading'
  | 'table-of-contents'
  | 'references'
  | 'caption'
  | 'code'
  | 'boilerplate';

export interface DroppedLine {
  kind: DroppedLineKind;
  text: string;
  page: number | null;
}

export interface StudyDocument {
  /** The document's title when its first page starts with one. */
  title: string | null;
  units: StudyUnit[];
  /** Headings in reading order (the topics units are grouped by). */
  topics: string[];
  /** What was taken out, for the rubric and for debugging a strange item. */
  dropped: DroppedLine[];
}

interface Line {
  text: string;
  start: number;
  end: number;
}

const PAGE_LABEL =
  /^(?:[-–—•|\s]*)(?:page|p\.|pg\.?|seite|página)?\s*\d{1,4}(?:\s*(?:of|\/|de)\s*\d{1,4})?(?:[-–—•|\s]*)$/iu;
const ROMAN_PAGE = /^[ivxlcdm]{1,7}$/iu;
const PAGE_PREFIX = /^(?:page|p\.)\s*\d{1,4}\s*[:.\-–—]\s*/iu;
const CONTENTS_HEADING = /^(?:table\s+of\s+)?contents\s*:?$/iu;
const REFERENCES_HEADING =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:references?|bibliography|works\s+cited|literature\s+cited|sources|further\s+reading|notes\s+and\s+references|citations|endnotes)\s*:?$/iu;
const AFTER_REFERENCES = /^(?:\d+(?:\.\d+)*\.?\s+)?(?:appendix|appendices|glossary|index)\b/iu;
/**
 * Page labels and captions are short; their patterns' neighbouring `\s*` cost the square of a long run of spaces,
 * so a label is only looked for in a short line and a caption's label only in a line's first characters.
 */
const PAGE_LABEL_MAX_CHARS = 64;
const LINE_HEAD_CHARS = 200;

function isPageLabel(text: string): boolean {
  return text.length <= PAGE_LABEL_MAX_CHARS && (PAGE_LABEL.test(text) || ROMAN_PAGE.test(text));
}

/** The end of a contents entry: dot leaders or a gap, then its page number. */
const TOC_PAGE_END = /(?:\.\s*){4,}\s*\d{1,4}\s*$|\s{2,}\d{1,4}\s*$/u;
const TOC_CHAPTER_ENTRY = /^(?:chapter|section|part|unit)\s+[\divxlc]+.{0,80}\s\d{1,4}$/iu;
const DOT_LEADER = /(?:\.\s*){4,}/u;
/**
 * How much of a line's end the page-number patterns read. Unanchored at the start, they would try every position of
 * a long run of dots or spaces and cost the square of its length; a leader's last dots and the number fit in this.
 */
const TOC_TAIL_CHARS = 120;

function isTocEntry(text: string): boolean {
  return TOC_PAGE_END.test(text.slice(-TOC_TAIL_CHARS)) || TOC_CHAPTER_ENTRY.test(text);
}

/** A contents entry with a dot leader (outside a contents list, only those are taken for one). */
function isDottedTocEntry(text: string): boolean {
  return isTocEntry(text) && DOT_LEADER.test(text);
}
const CITATION_LINE =
  /^\s*(?:\[\d{1,3}\]|\d{1,3}\.\s+\p{Lu}[\p{L}'’-]+,\s+\p{Lu}\.|\p{Lu}[\p{L}'’-]+,\s+(?:\p{Lu}\.\s*){1,3}(?:,|&|and|\(|\d{4}))/u;
const CAPTION = /^(?:fig(?:ure)?|table|chart|plate|diagram|exhibit|source)\s*\.?\s*[\d.]+\s*[:.\-–—]?/iu;
const BOILERPLATE =
  /©|\(c\)\s*\d{4}|all rights reserved|copyright\s+(?:\(c\)\s*)?\d{4}|licensed under|creative commons|this page intentionally/iu;
const NUMBERED_HEADING =
  /^(?:(?:\d+(?:\.\d+)*[.:]?|[IVX]{1,5}\.|[A-Z]\.)\s+|(?:chapter|section|part|unit|lesson|module|week|topic)\s+[\dIVX]+\b)/u;
const BULLET = /^\s*(?:[-•*▪◦‣–]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+/u;
const TERMINAL = /[.!?;:"'”’)\]]$/u;

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split('\n')) {
    const end = start + raw.length;
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    lines.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
    start = end + 1;
  }
  return lines;
}

/** The same header on every page differs only in its page number: compare lines with digits masked. */
function repeatKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}

function looksLikeCode(line: string, raw: string): boolean {
  if (/^```|^~~~/.test(line)) return true;
  if (/^(?:\$|#|>>>|%|C:\\)\s/.test(line)) return true;
  if (/^\|.*\|$/.test(line)) return true;
  const letters = (line.match(/\p{L}/gu) ?? []).length;
  if (line.length >= 8 && letters / line.length < 0.55) return true;
  if (/^\s{4,}|\t/.test(raw) && /[{}();=<>$\\]|^\s*[\w.-]+\(/.test(line)) return true;
  return /[{};]\s*$/.test(line) && !/\s[a-z]+\s[a-z]+\s/.test(line);
}

function isTitleCase(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  if (words.length === 0) return false;
  const small = /^(?:a|an|the|of|and|or|in|on|to|for|with|at|by|from|vs\.?|as)$/u;
  return words.every((w) => /^\p{Lu}/u.test(w) || small.test(w));
}

function headingTopic(text: string): string {
  return (
    text
      .replace(/^#+\s*/u, '')
      .replace(PAGE_PREFIX, '')
      .replace(NUMBERED_HEADING, '')
      // Only a run's first character may start the match: unanchored, a long run of spaces cost its length squared.
      .replace(/(?<![:.\s])[:.\s]+$/u, '')
      .trim()
  );
}

function isStatement(sentence: AnalysedSentence): boolean {
  const text = sentence.text.trim();
  const words = wordCount(text);
  if (words < 5 || words > 60) return false;
  if (!sentence.hasVerb) return false;
  if (/\?\s*["'”’)]*$/u.test(text)) return false;
  if (/https?:\/\/|www\.|\S+@\S+\.\w/iu.test(text)) return false;
  if (!/^["'“‘(]?[\p{Lu}\p{N}]/u.test(text)) return false;
  if (text === text.toUpperCase()) return false;
  if (/[{}<>$=_\\|`@]|\w\(\)/u.test(text)) return false;
  // A numbered label ("92: Exercise 6 …") or a list marker is not part of a statement.
  if (/^\d+\s*:/u.test(text)) return false;
  // A sentence that ends mid-way (the rest was a dropped line) or with a colon introducing a list is no statement.
  return /[.!;"'”’)]$/u.test(text);
}

/**
 * Parses study material into study units (see the module comment). Pages are the material's sections; each unit's
 * offsets point into its section's text, so `section.text.slice(start, end)` is the unit's text.
 */
export function parseStudyUnits(material: StudyMaterial): StudyDocument {
  const sections = toSections(material);
  const pageLines = sections.map((s) => (looksBinary(s.text) ? [] : linesOf(s.text)));
  const readable = pageLines.filter((l) => l.some((x) => x.text !== '')).length;

  // Running headers and footers: the same line (numbers aside) among the first or last three of many pages.
  const edgeCounts = new Map<string, number>();
  for (const lines of pageLines) {
    const nonEmpty = lines.filter((l) => l.text !== '');
    const edges = new Set([...nonEmpty.slice(0, 3), ...nonEmpty.slice(-3)].map((l) => repeatKey(l.text)));
    for (const key of edges) edgeCounts.set(key, (edgeCounts.get(key) ?? 0) + 1);
  }
  const running = (text: string): boolean =>
    readable >= 2 && (edgeCounts.get(repeatKey(text)) ?? 0) >= Math.max(2, Math.ceil(readable * 0.4));

  // Typical length of a wrapped prose line: a shorter line without a full stop is likely a heading.
  const proseLengths = pageLines
    .flat()
    .map((l) => l.text.length)
    .filter((n) => n >= 40)
    .sort((a, b) => a - b);
  const wrapWidth = proseLengths[Math.floor(proseLengths.length * 0.75)] ?? 0;

  const units: StudyUnit[] = [];
  const dropped: DroppedLine[] = [];
  const topics: string[] = [];
  let title: string | null = null;
  let topic: string | null = null;
  let inReferences = false;
  let inContents = false;
  let inFence = false;

  sections.forEach((section, sectionIndex) => {
    const page = section.page ?? null;
    if (section.topic !== undefined) topic = section.topic;
    // A contents list ends with its page; later pages' dotted entries are still caught line by line.
    inContents = false;
    const lines = pageLines[sectionIndex] ?? [];
    const raws = section.text.split('\n');
    // Blocks of consecutive prose lines; each is analysed as one stretch of text.
    const blocks: Array<{ start: number; end: number }> = [];
    let open: { start: number; end: number } | null = null;
    const close = (): void => {
      if (open !== null) blocks.push(open);
      open = null;
    };
    const drop = (kind: DroppedLineKind, text: string): void => {
      close();
      dropped.push({ kind, text, page });
    };
    let previousEndsSentence = true;
    lines.forEach((line, lineIndex) => {
      const text = line.text;
      const raw = raws[lineIndex] ?? '';
      if (text === '') {
        close();
        previousEndsSentence = true;
        return;
      }
      if (/^```|^~~~/.test(text)) {
        inFence = !inFence;
        drop('code', text);
        return;
      }
      if (inFence) return drop('code', text);
      if (isPageLabel(text)) return drop('page-label', text);
      if (running(text)) return drop('running-header', text);
      if (CONTENTS_HEADING.test(text)) {
        inContents = true;
        return drop('table-of-contents', text);
      }
      if (REFERENCES_HEADING.test(headingTopic(text)) || REFERENCES_HEADING.test(text)) {
        inReferences = true;
        return drop('references', text);
      }
      if (inReferences) {
        if (AFTER_REFERENCES.test(text) && wordCount(text) <= 8) inReferences = false;
        else return drop('references', text);
      }
      if (inContents) {
        if (isTocEntry(text) || (wordCount(text) <= 10 && !TERMINAL.test(text)))
          return drop('table-of-contents', text);
        inContents = false;
      }
      if (isDottedTocEntry(text)) return drop('table-of-contents', text);
      if (CITATION_LINE.test(text) && /\b(?:1[6-9]|20)\d{2}[a-z]?\b/.test(text))
        return drop('references', text);
      if (CAPTION.test(text.slice(0, LINE_HEAD_CHARS)) && wordCount(text) <= 25) return drop('caption', text);
      if (BOILERPLATE.test(text) && wordCount(text) <= 30) return drop('boilerplate', text);
      if (looksLikeCode(text, raw)) return drop('code', text);

      const next = lines[lineIndex + 1]?.text ?? '';
      const words = wordCount(text);
      const shortLine = wrapWidth > 0 ? text.length < wrapWidth * 0.6 : true;
      const markdownHeading = /^#{1,6}\s/u.test(text);
      const headingShape =
        words >= 1 &&
        words <= 14 &&
        text.length <= 100 &&
        !/[.,;!?]$/u.test(text) &&
        /\p{L}/u.test(text) &&
        previousEndsSentence &&
        !/^[-•*▪◦‣–]\s/u.test(text) &&
        (!BULLET.test(text) || isTitleCase(headingTopic(text)) || next === '') &&
        (next === '' ||
          NUMBERED_HEADING.test(text) ||
          PAGE_PREFIX.test(text) ||
          /:$/u.test(text) ||
          (isTitleCase(text) && shortLine) ||
          text === text.toUpperCase() ||
          (shortLine && /^\p{Lu}/u.test(next)));
      if (markdownHeading || headingShape) {
        const name = headingTopic(text);
        if (name !== '' && /\p{L}/u.test(name)) {
          if (title === null && units.length === 0 && sectionIndex === 0) title = name;
          topic = name;
          topics.push(name);
        }
        drop('heading', text);
        previousEndsSentence = true;
        return;
      }
      const bullet = BULLET.exec(raw);
      if (bullet !== null) {
        close();
        const markerEnd = line.start + (bullet[0].length - (raw.length - raw.trimStart().length));
        open = { start: markerEnd, end: line.end };
      } else if (open === null) open = { start: line.start, end: line.end };
      else open.end = line.end;
      previousEndsSentence = TERMINAL.test(text);
    });
    close();

    for (const block of blocks) {
      // Same length as the page's text, so every offset still points into it.
      const blockText = section.text.slice(block.start, block.end).replace(/[\n\r\t]/g, ' ');
      for (const sentence of analyseText(blockText)) {
        const shift = (n: number): number => n + block.start;
        const analysis: AnalysedSentence = {
          ...sentence,
          start: shift(sentence.start),
          end: shift(sentence.end),
          tokens: sentence.tokens.map((t) => ({ ...t, start: shift(t.start), end: shift(t.end) })),
          entities: sentence.entities.map((e) => ({ ...e, start: shift(e.start), end: shift(e.end) })),
          nounPhrases: sentence.nounPhrases.map((p) => ({ ...p, start: shift(p.start), end: shift(p.end) })),
        };
        if (!/[\p{L}\p{N}]/u.test(sentence.text)) continue;
        units.push({
          index: units.length,
          text: sentence.text,
          start: analysis.start,
          end: analysis.end,
          section: sectionIndex,
          page,
          topic,
          analysis,
          statement: isStatement(sentence),
        });
      }
    }
  });
  return { title, units, topics, dropped };
}

/** Whitespace-insensitive form used to compare item text with the source. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** True when `unit` is exactly the text at its offsets in the material (whitespace aside). */
export function unitIsInMaterial(unit: SourceSentence, material: StudyMaterial): boolean {
  const section = toSections(material)[unit.section];
  if (section === undefined) return false;
  return normaliseSpace(section.text.slice(unit.start, unit.end)) === normaliseSpace(unit.text);
}
