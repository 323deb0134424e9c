import { describe, expect, it } from 'vitest';
import { installDenoRuntime } from './deno-runtime.ts';
import { generateFlashcards } from '../../shared/study/flashcards/flashcard-generator.engine.ts';
import { FunctionError } from '../../supabase/functions/_shared/function-error.ts';
import { STUDY_ENGINE_MESSAGES, studyEnginesFor } from '../../supabase/functions/_shared/study-engines.ts';

const material = [
  {
    page: 1,
    text: 'Photosynthesis is the process by which plants convert light energy into chemical energy. Mitosis is the division of one cell into two identical cells. The mitochondrion is the organelle that releases energy from glucose.',
  },
];

describe("the study engines in the functions host's worker pool", () => {
  installDenoRuntime();

  it("gives the engines' own answers", async () => {
    const engines = studyEnginesFor('learner');
    const cards = await engines.flashcards(material, { maxCards: 3 });
    expect(cards).toEqual(generateFlashcards(material, { maxCards: 3 }));
    expect(cards.error).toBeNull();
  }, 60_000);

  it('refuses a third call of one caller while two are waiting or running (429), not the next caller', async () => {
    const hostile = studyEnginesFor('hostile');
    // Counted when called, not when run: the third call is refused however quickly the first two are answered.
    const calls = [
      hostile.questions(material, { maxQuestions: 5 }),
      hostile.questions(material, { maxQuestions: 5 }),
    ];
    const third = hostile.aiText('word '.repeat(100), {});
    await expect(third).rejects.toBeInstanceOf(FunctionError);
    await expect(third).rejects.toMatchObject({ status: 429, message: STUDY_ENGINE_MESSAGES.busy });
    const bystander = studyEnginesFor('bystander').flashcards(material, { maxCards: 1 });
    await Promise.all([...calls, bystander]);
  }, 120_000);

  it('refuses calls past the queue of all callers together with 503 in their words, and takes calls again after', async () => {
    // One call from each of many accounts, all made before any is answered: a pool of n workers runs n and
    // queues 8 n; the rest are refused at once, whatever the machine's n.
    const calls = Array.from({ length: 200 }, (_, i) =>
      studyEnginesFor(`account-${i}`).questions(material, { maxQuestions: 2 }),
    );
    const settled = await Promise.allSettled(calls);
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused)
      expect(r.reason).toMatchObject({
        status: 503,
        message: STUDY_ENGINE_MESSAGES.full,
        extra: { code: 'busy' },
      });
    expect(settled.length - refused.length).toBeLessThan(200);
    const after = await studyEnginesFor('account-0').questions(material, { maxQuestions: 2 });
    expect(after.error).toBeNull();
  }, 120_000);
});
