import { describe, expect, it } from 'vitest';
import { filterHelp, helpQuestions } from './help.content';

describe('filterHelp', () => {
  it('filters by category chip and by search text', () => {
    expect(filterHelp(helpQuestions, 'All', '')).toHaveLength(helpQuestions.length);
    expect(filterHelp(helpQuestions, 'Purchases', '').every((q) => q.category === 'Purchases')).toBe(true);
    expect(filterHelp(helpQuestions, 'All', 'paypal').map((q) => q.id)).toEqual(['payment']);
    expect(filterHelp(helpQuestions, 'Documents', 'paypal')).toEqual([]);
  });

  it('carries the claims of spec 2 section 2.5', () => {
    const answers = helpQuestions.map((q) => q.answer).join(' ');
    expect(answers).toContain('30-day money-back guarantee');
    expect(answers).toContain('card and with PayPal');
    expect(answers).toContain('Dashboard > Library');
  });
});
