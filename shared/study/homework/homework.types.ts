// What the homework helper's screens and its function share without loading the maths engine.

export interface HomeworkBlock {
  type: 'text' | 'math' | 'step';
  text: string;
}

export const HOMEWORK_LIMITS = { questionMax: 5000, subjectMax: 100, historyTurns: 6 } as const;
