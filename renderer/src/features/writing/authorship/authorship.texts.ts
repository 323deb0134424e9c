// Texts of the authorship report (issue 13).
export const authorshipTexts = {
  tab: 'Authorship',
  title: 'Authorship report',
  intro:
    'How this paper grew, from its version history: what was typed, pasted or inserted by tools, in which sessions and how fast. Download it as evidence of your writing process.',
  loading: 'Loading the version history…',
  empty: 'Nothing saved yet. The report starts with the first saved version.',
  words: 'Words',
  versions: 'Versions',
  sessions: 'Writing sessions',
  activeTime: 'Active editing',
  typed: 'Typed',
  pasted: 'Pasted',
  tool: 'Inserted by tools',
  toolHint: 'accepted AI suggestions, generated drafts, restored versions',
  pastes: (count: number, largest: string) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'paste' : 'pastes'}${count > 0 ? `, the largest ${largest} characters` : ''}`,
  characters: (n: number) => `${n.toLocaleString('en-US')} characters`,
  notRecorded: (n: number, of: number) =>
    `${n.toLocaleString('en-US')} of ${of.toLocaleString('en-US')} versions ${n === 1 ? 'was' : 'were'} saved without an edit record (before recording began, or from another app): they count as versions but not as typed or pasted text.`,
  nothingInserted: 'No typing or pasting has been recorded yet.',
  wordsOverTime: 'Words over time',
  sessionRow: (start: string, versions: number, active: string, before: number, after: number) =>
    `${start} · ${versions} ${versions === 1 ? 'version' : 'versions'} · ${active} · ${before.toLocaleString('en-US')} → ${after.toLocaleString('en-US')} words`,
  download: 'Download PDF report',
  downloading: 'Preparing PDF…',
  downloadFailed: 'Could not create the PDF report',
};
