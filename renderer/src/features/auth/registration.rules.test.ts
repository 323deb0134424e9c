import { describe, expect, it } from 'vitest';
import { resetPasswordProblem, validateRegistration } from './registration.rules';

describe('validateRegistration', () => {
  it('requires all four fields', () => {
    expect(
      Object.keys(validateRegistration({ fullName: '', email: '', password: '', confirmPassword: '' })),
    ).toEqual(['fullName', 'email', 'password', 'confirmPassword']);
  });

  it("says 'Passwords do not match' and has no length rule", () => {
    expect(
      validateRegistration({ fullName: 'A', email: 'a@b.c', password: 'x', confirmPassword: 'y' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      validateRegistration({ fullName: 'A', email: 'a@b.c', password: 'x', confirmPassword: 'x' }),
    ).toEqual({});
  });
});

describe('resetPasswordProblem', () => {
  it('checks matching, then the 6-character minimum', () => {
    expect(resetPasswordProblem('abcdef', 'abcdeg')).toEqual({
      title: 'Passwords do not match',
      description: 'Please make sure both passwords are identical.',
    });
    expect(resetPasswordProblem('abc', 'abc')).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
    });
    expect(resetPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });
});
