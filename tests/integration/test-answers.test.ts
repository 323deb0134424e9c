// A practice test must not give its answers away before the attempt is submitted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ seed: true });
});
afterAll(async () => {
  await platform?.destroy();
});

describe('practice test answers', () => {
  it('are hidden from visitors and from a student until the attempt is submitted, then shown for review', async () => {
    const anon = platform.anonClient();
    const { data: test } = await anon.from('tests').select('id').eq('is_public', true).limit(1).single();
    const visible = await anon.from('test_questions').select('id, prompt, options').eq('test_id', test!.id);
    expect(visible.data!.length).toBeGreaterThan(0);
    const answers = await anon.from('test_questions').select('correct_answer').eq('test_id', test!.id);
    expect(answers.error?.code).toBe('42501');

    const student = platform.anonClient();
    const { data: signUp } = await student.auth.signUp({
      email: uniqueEmail('tests'),
      password: 'correct-horse',
    });
    const userId = signUp.user!.id;
    expect(
      (await student.from('test_questions').select('explanation').eq('test_id', test!.id)).error?.code,
    ).toBe('42501');
    const { data: attempt } = await student
      .from('test_attempts')
      .insert({ test_id: test!.id, user_id: userId })
      .select('id')
      .single();
    const question = visible.data![0]!;
    const options = question.options as string[];
    await student.from('test_attempt_answers').insert({
      attempt_id: attempt!.id,
      question_id: question.id,
      user_id: userId,
      answer: options[0] ?? 'True',
    });
    // Whether that answer was right cannot be probed while the attempt is open.
    expect((await student.from('test_attempt_answers').select('is_correct')).error?.code).toBe('42501');
    expect((await student.rpc('test_attempt_review', { p_attempt_id: attempt!.id })).data).toEqual([]);

    const submitted = await student.rpc('submit_test_attempt', { p_attempt_id: attempt!.id });
    expect(submitted.error).toBeNull();
    const review = await student.rpc('test_attempt_review', { p_attempt_id: attempt!.id });
    expect(review.data!.length).toBe(visible.data!.length);
    const reviewed = review.data!.find((r) => r.question_id === question.id);
    expect(reviewed!.correct_answer).toBeTruthy();
    expect(typeof reviewed!.is_correct).toBe('boolean');

    // Another student cannot review someone else's attempt.
    const other = platform.anonClient();
    await other.auth.signUp({ email: uniqueEmail('other'), password: 'correct-horse' });
    expect((await other.rpc('test_attempt_review', { p_attempt_id: attempt!.id })).data).toEqual([]);
  });
});
