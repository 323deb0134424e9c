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
