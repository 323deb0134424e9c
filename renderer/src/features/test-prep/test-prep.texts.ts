// Every text of test prep, in one place (ARCHITECTURE.md section 4).
export const testPrepTexts = {
  homeTitle: 'AI Test Prep',
  homeLead: 'Personalised practice tests from your own material, a question bank and analytics.',
  newPlan: 'New study plan',
  noPlans: 'You have no study plans yet. Create one for your next exam.',
  examOn: (date: string) => `Exam on ${date}`,
  noExamDate: 'No exam date',
  daysLeft: (n: number) =>
    n === 0 ? 'Exam today' : n > 0 ? `${n} ${n === 1 ? 'day' : 'days'} left` : 'Exam passed',
  testsTaken: (n: number) => `${n} ${n === 1 ? 'test' : 'tests'} taken`,
  latestScore: (score: number) => `Latest score ${Math.round(score)}%`,
  open: 'Open',
  // Plan form
  createTitle: 'New study plan',
  startsWithDocument: (title: string) => `This plan starts with “${title}” as its resource; add more next.`,
  editTitle: 'Study plan resources',
  planName: 'Plan name',
  planNameRequired: 'Give the plan a name',
  subject: 'Subject',
  noSubject: 'No subject',
  examDate: 'Exam date',
  descriptionLabel: 'Notes (optional)',
  createPlan: 'Create plan',
  savePlan: 'Save plan',
  planSaved: 'Study plan saved',
  // Resources
  resources: 'Resources',
  noResources: 'No resources yet. Add pasted notes, a document you own or a flashcard deck.',
  addText: 'Add pasted text',
  textTitle: 'Title',
  textContent: 'Text',
  addDocument: 'Add a document',
  addDeck: 'Add a flashcard deck',
  chooseDocument: 'Choose a document',
  chooseDeck: 'Choose a deck',
  add: 'Add',
  remove: (title: string) => `Remove ${title}`,
  resourceAdded: 'Resource added',
  kinds: {
    text: 'Text',
    document: 'Document',
    flashcard_deck: 'Flashcards',
    upload: 'File',
    url: 'Link',
  } as Record<string, string>,
  done: 'Done',
  // Plan page
  createTest: 'Create practice test',
  editResources: 'Edit resources',
  testsTitle: 'Tests taken',
  noTests: 'No tests yet. Create a practice test from this plan’s resources.',
  scoreTrend: 'Score trend',
  topicAccuracy: 'Accuracy by topic',
  weakTopics: 'Weak topics',
  noWeakTopics: 'Take a test to see which topics need work.',
  questionBank: 'Question bank',
  bankEmpty: 'Questions of this plan’s tests appear here.',
  filterTopic: 'Topic',
  allTopics: 'All topics',
  filterResult: 'Result',
  results: { all: 'All', right: 'Right last time', wrong: 'Wrong last time', unanswered: 'Not answered yet' },
  answerHidden: 'The answer shows once you have submitted a test with this question.',
  take: 'Take test',
  resume: 'Resume',
  viewResults: 'Results',
  mastery: 'Mastered',
  // Create test
  createTestTitle: 'New practice test',
  questionCount: 'Number of questions',
  types: 'Question types',
  typeNames: { multiple_choice: 'Multiple choice', true_false: 'True / false', short_answer: 'Short answer' },
  typesRequired: 'Choose at least one question type',
  difficulty: 'Difficulty',
  difficulties: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
  timeLimit: 'Time limit (minutes, empty for none)',
  timeLimitInvalid: 'Use a whole number of minutes from 1 to 300, or leave it empty',
  generateFor: (points: number) => `Generate for ${points} points`,
  generating: 'Generating the test…',
  needsResources: 'Add resources to this plan before creating a practice test.',
  // Session
  question: (n: number, total: number) => `Question ${n} of ${total}`,
  navigator: 'Questions',
  flag: 'Flag for review',
  flagged: 'Flagged',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit test',
  keepAnswering: 'Keep answering',
  confirmSubmit: (unanswered: number) =>
    unanswered > 0 ? `${unanswered} questions are unanswered. Submit anyway?` : 'Submit your answers?',
  timeLeft: 'Time left',
  timeUp: 'Time is up: your answers were submitted.',
  saved: 'Saved',
  saving: 'Saving…',
  saveFailed: 'Not saved: check your connection',
  yourAnswer: 'Your answer',
  answered: (n: number, total: number) => `${n} of ${total} answered`,
  // Results
  resultsTitle: 'Test results',
  score: 'Score',
  correctOf: (right: number, total: number) => `${right} of ${total} correct`,
  timeSpent: 'Time spent',
  perTopic: 'Results by topic',
  eachQuestion: 'Every question',
  correctAnswer: 'Right answer',
  explanation: 'Explanation',
  source: 'Source passage',
  noAnswer: 'No answer',
  right: 'Right',
  wrong: 'Wrong',
  seconds: (n: number) => `${n}s`,
  makeCards: 'Make flashcards for these',
  weakCardsDeck: (title: string) => `Weak topics: ${title}`,
  backToPlan: 'Back to the plan',
  retake: 'Take it again',
  takeThisTest: 'Take this test',
} as const;

export function formatDate(date: string): string {
  return new Date(`${date.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function daysUntil(date: string, now = new Date()): number {
  const exam = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((exam - today) / 86_400_000);
}

export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}
