import { z } from 'zod';

/** Spec 2 section 3 (paper): the writer's new-paper form. */
export const PAPER_TYPES = {
  Essay: ['Argumentative', 'Expository', 'Persuasive', 'Narrative', 'Compare and contrast'],
  'Research paper': ['Empirical', 'Analytical', 'Review'],
  Report: ['Lab report', 'Book report', 'Business report'],
  'Literature review': ['Systematic', 'Narrative'],
  'Case study': ['Business', 'Clinical', 'Policy'],
} as const satisfies Record<string, readonly string[]>;
export type PaperMainType = keyof typeof PAPER_TYPES;

export const PAPER_LEVELS = ['high_school', 'undergraduate', 'graduate', 'phd'] as const;
export const PAPER_CITATION_STYLES = ['APA_7', 'MLA_9', 'CHICAGO', 'HARVARD', 'IEEE'] as const;

export const paperSettingsSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the paper a title').max(300),
    mainType: z.enum(Object.keys(PAPER_TYPES) as [PaperMainType, ...PaperMainType[]]),
    subType: z.string().min(1),
    wordCount: z.coerce.number().int().min(100, 'At least 100 words').max(20_000, 'At most 20,000 words'),
    level: z.enum(PAPER_LEVELS),
    citationStyle: z.enum(PAPER_CITATION_STYLES),
    sourcesRequired: z.boolean(),
    inlineCitation: z.boolean(),
    sourceCount: z.coerce.number().int().min(0).max(50),
    yearStart: z.coerce.number().int().min(1900).max(2100),
    yearEnd: z.coerce.number().int().min(1900).max(2100),
    referenceLinks: z.string().max(5000),
    instructions: z.string().max(5000),
  })
  .refine((v) => v.yearStart <= v.yearEnd, {
    message: 'The first year must not be after the last',
    path: ['yearEnd'],
  })
  .refine((v) => (PAPER_TYPES[v.mainType] as readonly string[]).includes(v.subType), {
    message: 'Choose a kind of this paper type',
    path: ['subType'],
  });
export type PaperSettings = z.output<typeof paperSettingsSchema>;

/** Spec 2 section 5: a fresh form starts with sources not required, count 0 and the last 5 years. */
export function freshPaperSettings(now = new Date()): PaperSettings {
  const year = now.getFullYear();
  return {
    title: '',
    mainType: 'Essay',
    subType: 'Argumentative',
    wordCount: 1000,
    level: 'undergraduate',
    citationStyle: 'APA_7',
    sourcesRequired: false,
    inlineCitation: true,
    sourceCount: 0,
    yearStart: year - 5,
    yearEnd: year,
    referenceLinks: '',
    instructions: '',
  };
}

/**
 * Spec 2 section 5: saved through the service, unset values default to sources required, inline citation, 5
 * sources from 1980 to 2025, undergraduate, APA_7.
 */
export const SERVICE_PAPER_DEFAULTS = {
  sourcesRequired: true,
  inlineCitation: true,
  sourceCount: 5,
  yearStart: 1980,
  yearEnd: 2025,
  level: 'undergraduate',
  citationStyle: 'APA_7',
} as const;

/** The paper row's JSON columns for a form's settings, with the service defaults under anything unset. */
export function paperColumnsOf(settings: Partial<PaperSettings> & Pick<PaperSettings, 'title'>) {
  const s = { ...SERVICE_PAPER_DEFAULTS, ...settings };
  const links = (s.referenceLinks ?? '')
    .split(/\s+/)
    .map((l) => l.trim())
    .filter((l) => /^https?:\/\//.test(l));
  return {
    title: s.title,
    paper_type: { mainType: s.mainType ?? 'Essay', subType: s.subType ?? 'Argumentative' },
    level: s.level,
    citation_style: s.citationStyle,
    format: { citation: s.citationStyle },
    sources: {
      required: s.sourcesRequired,
      inlineCitation: s.inlineCitation,
      count: s.sourceCount,
      yearRange: { start: s.yearStart, end: s.yearEnd },
      references: { links, files: [] as string[] },
    },
    instructions: s.instructions ?? null,
  };
}
