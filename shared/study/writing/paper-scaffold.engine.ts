import type { ChatMessage } from '../provider/openai-compatible.client.ts';

/** What the writer knows about a paper to be generated (spec 2 section 3). */
export interface PaperBrief {
  title: string;
  mainType: string;
  subType: string;
  level: string;
  targetWords: number;
  citationStyle: string;
  sourceCount: number;
  instructions: string;
  /** The paper's own sources (from its Sources panel), one line each ("Author (year). Title."), to cite. */
  sources?: string[];
}

interface Section {
  heading: string;
  share: number;
  prompt: string;
}

const SECTIONS: Record<string, Section[]> = {
  'Research paper': [
    {
      heading: 'Introduction',
      share: 0.15,
      prompt: 'State the research question, why it matters and what the paper will show.',
    },
    {
      heading: 'Literature review',
      share: 0.25,
      prompt: 'Summarise what earlier studies found and the gap this paper addresses.',
    },
    {
      heading: 'Method',
      share: 0.2,
      prompt: 'Describe the data or sources used and how they were analysed.',
    },
    {
      heading: 'Findings and discussion',
      share: 0.3,
      prompt: 'Present the results, then interpret them against the literature.',
    },
    {
      heading: 'Conclusion',
      share: 0.1,
      prompt: 'Answer the research question and name the limits and next steps.',
    },
  ],
  Report: [
    {
      heading: 'Summary',
      share: 0.1,
      prompt: 'Give the purpose and the main conclusion in a few sentences.',
    },
    { heading: 'Background', share: 0.2, prompt: 'Explain the situation and what was examined.' },
    {
      heading: 'Findings',
      share: 0.4,
      prompt: 'Set out what was found, one point per paragraph, with evidence.',
    },
    {
      heading: 'Recommendations',
      share: 0.2,
      prompt: 'Say what should be done and why, in order of priority.',
    },
    { heading: 'Conclusion', share: 0.1, prompt: 'Close by restating the key findings.' },
  ],
  'Literature review': [
    {
      heading: 'Introduction',
      share: 0.15,
      prompt: 'Define the topic, its scope and how sources were chosen.',
    },
    {
      heading: 'Main themes',
      share: 0.5,
      prompt: 'Group the sources by theme; compare where they agree and differ.',
    },
    { heading: 'Gaps in the research', share: 0.2, prompt: 'Identify what remains unknown or contested.' },
    {
      heading: 'Conclusion',
      share: 0.15,
      prompt: 'Summarise the state of knowledge and where it should go next.',
    },
  ],
  'Case study': [
    { heading: 'Introduction', share: 0.15, prompt: 'Introduce the case and the question it raises.' },
    {
      heading: 'Case background',
      share: 0.25,
      prompt: 'Describe the people, organisation or situation and the key facts.',
    },
    {
      heading: 'Analysis',
      share: 0.35,
      prompt: 'Apply the relevant theory to explain what happened and why.',
    },
    { heading: 'Recommendations', share: 0.15, prompt: 'Propose what should be done, with reasons.' },
    { heading: 'Conclusion', share: 0.1, prompt: 'Say what the case teaches.' },
  ],
};
const ESSAY: Section[] = [
  {
    heading: 'Introduction',
    share: 0.15,
    prompt: 'Open with context and end with a clear thesis statement.',
  },
  {
    heading: 'First main point',
    share: 0.23,
    prompt: 'Make your strongest argument, with evidence and an explanation of it.',
  },
  {
    heading: 'Second main point',
    share: 0.23,
    prompt: 'Develop a second argument that supports the thesis from another angle.',
  },
  {
    heading: 'Counter-argument',
    share: 0.22,
    prompt: 'Present the best opposing view fairly, then answer it.',
  },
  { heading: 'Conclusion', share: 0.17, prompt: 'Restate the thesis in new words and say why it matters.' },
];

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built-in engine's draft when no AI provider is configured: an honest scaffold, not prose. An outline for
 * the paper type with each section's share of the length and a prompt saying what to write there, and the
 * requirements (sources, years, citation style) to keep in mind. Said to be a scaffold in its first line.
 */
export function scaffoldPaper(brief: PaperBrief): string {
  const sections = SECTIONS[brief.mainType] ?? ESSAY;
  const parts = [
    `<p><em>Free outline from the built-in engine (not a draft, nothing was charged): each section says what to write and about how much. Replace the prompts with your own text.</em></p>`,
    `<h2>${escapeHtml(brief.title)}</h2>`,
    `<p>${escapeHtml(`${brief.subType} ${brief.mainType.toLowerCase()}, ${brief.level.replace('_', ' ')} level, about ${brief.targetWords.toLocaleString('en-US')} words, ${brief.citationStyle.replace('_', ' ')} citations${brief.sourceCount > 0 ? `, at least ${brief.sourceCount} sources` : ''}.`)}</p>`,
  ];
  if (brief.instructions.trim())
    parts.push(`<blockquote><p>${escapeHtml(brief.instructions.trim())}</p></blockquote>`);
  for (const section of sections) {
    const words = Math.max(50, Math.round((brief.targetWords * section.share) / 10) * 10);
    parts.push(
      `<h3>${escapeHtml(section.heading)} (about ${words} words)</h3>`,
      `<p>${escapeHtml(section.prompt)}</p>`,
    );
  }
  if (brief.sourceCount > 0)
    parts.push('<h3>References</h3>', `<p>List your ${brief.sourceCount} sources here.</p>`);
  return parts.join('');
}

/** Words of an HTML or plain text (tags dropped), as the writer counts them. */
export function wordsOf(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The section plan of a paper type with each section's words, as the prompt lists it. */
function sectionPlan(brief: PaperBrief): string {
  const sections = SECTIONS[brief.mainType] ?? ESSAY;
  return sections
    .map(
      (s) =>
        `- ${s.heading}: about ${Math.max(50, Math.round((brief.targetWords * s.share) / 10) * 10)} words. ${s.prompt}`,
    )
    .join('\n');
}

/** The provider's prompt for a full first draft of the asked length, as simple HTML the editor opens. */
export function paperDraftPrompt(brief: PaperBrief): ChatMessage[] {
  const sources = brief.sources ?? [];
  return [
    {
      role: 'system',
      content:
        'You write first drafts of academic papers for students to revise. Answer with the paper only, as simple HTML (h2, h3, p, ul, li, blockquote), with no preamble or notes. Write full paragraphs of prose, never an outline or placeholders. Meet the asked length: the total must be within 10% of the words asked. ' +
        (sources.length > 0
          ? 'Cite only the sources listed, in the citation style asked; never invent sources.'
          : 'Never invent sources: where a citation is needed, write [citation needed].'),
    },
    {
      role: 'user',
      content: [
        `Title: ${brief.title}`,
        `Type: ${brief.subType} ${brief.mainType}`,
        `Level: ${brief.level}`,
        `Length: about ${brief.targetWords} words`,
        `Citation style: ${brief.citationStyle}`,
        `Instructions: ${brief.instructions || 'none'}`,
        `Sections:\n${sectionPlan(brief)}`,
        sources.length > 0 ? `Sources:\n${sources.map((s) => `- ${s}`).join('\n')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

/** The follow-up asking the model to finish a draft that stopped short of the asked length. */
export function paperContinuePrompt(brief: PaperBrief, written: string): ChatMessage[] {
  const missing = Math.max(50, brief.targetWords - wordsOf(written));
  return [
    ...paperDraftPrompt(brief),
    { role: 'assistant', content: written },
    {
      role: 'user',
      content: `The draft stops short of the asked length. Continue it from where it stops, in the same HTML, with about ${missing} more words; do not repeat what is written.`,
    },
  ];
}
