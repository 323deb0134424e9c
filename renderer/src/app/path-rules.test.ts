import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aliasRules, canonicalPath, lastSegment, slugify } from './path-rules';

function resolveAlias(pathname: string): string | null {
  for (const rule of aliasRules) {
    const match = matchPath(rule.from, pathname);
    if (match) return rule.to(match.params);
  }
  return null;
}

describe('canonicalPath', () => {
  it.each([
    ['/Documents/ABC', '/documents/abc'],
    ['/about/', '/about'],
    ['/Legal/Terms///', '/legal/terms'],
    ['/a//b', '/a/b'],
  ])('%s → %s', (input, expected) => expect(canonicalPath(input)).toBe(expected));

  it('leaves canonical paths and the root alone', () => {
    expect(canonicalPath('/')).toBeNull();
    expect(canonicalPath('/documents/abc')).toBeNull();
  });
});

describe('aliases', () => {
  it.each([
    ['/xywriter', '/ai-writer'],
    ['/plagiarism-detector', '/plagiarism-checker'],
    ['/homework-helper', '/ai-homework-helper'],
    ['/homework-helper/solve-x', '/ai-homework-helper/solve-x'],
    ['/homework-helper/math/algebra/solve-x', '/ai-homework-helper/solve-x'],
    ['/flashcard-maker/derivative-rules', '/ai-flashcard-maker/derivative-rules'],
    ['/dashboard/xywriter', '/dashboard/ai-writer'],
    ['/dashboard/xywriter/paper', '/dashboard/ai-writer/paper'],
    ['/dashboard/xywriter/paper/p1', '/dashboard/ai-writer/paper/p1'],
    ['/dashboard/homework-helper', '/dashboard/ai-homework-helper'],
    ['/dashboard/homework-helper/question/q-1', '/dashboard/ai-homework-helper/question/:slug'],
  ])('%s → %s', (from, to) => expect(resolveAlias(from)).toBe(to));

  it('takes the last segment of a splat', () => {
    expect(lastSegment('a/b/c/')).toBe('c');
    expect(lastSegment(undefined)).toBe('');
  });
});

describe('slugify', () => {
  it('lowercases, strips non-word characters and collapses spaces and dashes', () => {
    expect(slugify('  Intro to Calculus: Limits -- & Derivatives ')).toBe(
      'intro-to-calculus-limits-derivatives',
    );
  });
});
