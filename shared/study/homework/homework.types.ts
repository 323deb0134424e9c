// What the homework helper's screens and its function share without loading the maths engine.

/** A type alias (not an interface) so blocks are JSON as the database's jsonb columns take them. */
export type HomeworkBlock = {
  type: 'text' | 'math' | 'step';
  text: string;
};

export const HOMEWORK_LIMITS = { questionMax: 5000, subjectMax: 100, historyTurns: 6 } as const;
