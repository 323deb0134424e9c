import { splitSentences } from './sentences.util.ts';

/** A page or section of study material. `page` is 1-based when the material came from a paged document. */
export interface StudySection {
  text: string;
  page?: number;
  /** Heading or chapter the section belongs to; practice analytics group results by it. */
  topic?: string;
}

/** A sentence of the material with where it came from. */
export interface SourceSentence {
  /** Index in the whole material, in reading order. */
  index: number;
  text: string;
  /** Offsets within its section's text. */
  start: number;
  end: number;
  section: number;
  page: number | null;
  topic: string | null;
}

export type StudyMaterial = string | readonly StudySection[];

/**
 * Characters of a document's or a plan's material that flashcards and practice tests are made from (four times a
 * pasted text's limit, about 100,000 words): a document may hold 20,000,000 characters, and the engines' work grows
 * with the material, so the first pages up to this are read (about 5-10 s of a worker's CPU here).
 */
export const STUDY_MATERIAL_MAX_CHARS = 600_000;

/** The sections in order up to `maxChars` characters in all, the last one cut at the budget. */
export function materialWithin(
  sections: readonly StudySection[],
  maxChars: number = STUDY_MATERIAL_MAX_CHARS,
): StudySection[] {
  const kept: StudySection[] = [];
  let budget = maxChars;
  for (const section of sections) {
    if (budget <= 0) break;
    kept.push(section.text.length <= budget ? section : { ...section, text: section.text.slice(0, budget) });
    budget -= section.text.length;
  }
  return kept;
}

export function toSections(material: StudyMaterial): StudySection[] {
  return typeof material === 'string' ? [{ text: material }] : [...material];
}

/** Control characters other than whitespace mean the "text" was really a binary file. */
export function looksBinary(text: string): boolean {
  if (text.length === 0) return false;
  const sample = text.slice(0, 4096);
  let control = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) control += 1;
  }
  return control / sample.length > 0.05;
}

/** Sentences of all sections in reading order. Sections that look binary are skipped. */
export function sentencesOf(material: StudyMaterial): SourceSentence[] {
  const out: SourceSentence[] = [];
  toSections(material).forEach((section, sectionIndex) => {
    if (looksBinary(section.text)) return;
    for (const s of splitSentences(section.text)) {
      out.push({
        index: out.length,
        text: s.text,
        start: s.start,
        end: s.end,
        section: sectionIndex,
        page: section.page ?? null,
        topic: section.topic ?? null,
      });
    }
  });
  return out;
}
