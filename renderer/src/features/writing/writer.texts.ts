// Texts of the AI writer's list and new-paper form.
export const writerTexts = {
  title: 'AI Writer',
  intro: 'Academic papers with citations — free to write, with paid AI help when you want it.',
  subscriberFlag: (plan: string | null) => (plan ? `Subscriber · ${plan}` : 'Subscriber'),
  newPaper: 'New paper',
  empty: 'No papers yet. Start a new paper to see it here.',
  columns: { title: 'Title', type: 'Type', words: 'Words', updated: 'Updated', status: 'Status' },
  status: (value: string) =>
    ({ draft: 'Draft', in_progress: 'In progress', completed: 'Completed', archived: 'Archived' })[value] ??
    value,
  formTitle: 'New paper',
  fields: {
    title: 'Title',
    mainType: 'Paper type',
    subType: 'Kind',
    wordCount: 'Length in words',
    level: 'Academic level',
    citationStyle: 'Citation style',
    sourcesRequired: 'Sources required',
    inlineCitation: 'In-text citations',
    sourceCount: 'Number of sources',
    yearStart: 'Sources from year',
    yearEnd: 'Sources to year',
    referenceLinks: 'Reference links (one per line)',
    instructions: 'Instructions',
  },
  levels: { high_school: 'High school', undergraduate: 'Undergraduate', graduate: 'Graduate', phd: 'PhD' },
  styles: { APA_7: 'APA 7', MLA_9: 'MLA 9', CHICAGO: 'Chicago', HARVARD: 'Harvard', IEEE: 'IEEE' },
  createBlank: 'Create and write myself (free)',
  generate: (points: number) => `Create and generate a draft · ${points} points`,
  generationPrice: (words: number, points: number) =>
    `Generating ${words.toLocaleString('en-US')} words costs ${points} points (10 points per 100 words, rounded up).`,
} as const;
