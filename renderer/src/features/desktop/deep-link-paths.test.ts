import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deep-link-paths';

describe('deepLinkPath', () => {
  it('sends a sign-in link to the callback page with only its code', () => {
    expect(deepLinkPath({ kind: 'auth-callback', code: 'a1b2-c3' })).toBe('/auth/callback?code=a1b2-c3');
  });

  it('carries a failed sign-in to the callback page, which shows the reason', () => {
    expect(deepLinkPath({ kind: 'auth-error', error: 'access_denied', description: 'User cancelled' })).toBe(
      '/auth/callback?error=access_denied&error_description=User%20cancelled',
    );
    expect(deepLinkPath({ kind: 'auth-error', error: 'access_denied', description: null })).toContain(
      'error_description=access_denied',
    );
  });

  it('opens documents, decks and papers in their own screens, escaping what it inserts', () => {
    expect(deepLinkPath({ kind: 'document', slug: 'organic-chemistry-notes' })).toBe(
      '/documents/organic-chemistry-notes',
    );
    expect(deepLinkPath({ kind: 'deck', identifier: 'cell biology' })).toBe(
      '/dashboard/ai-flashcard-maker/deck/cell%20biology',
    );
    expect(deepLinkPath({ kind: 'paper', paperId: 'p-1', editor: 'writer' })).toBe(
      '/dashboard/ai-writer/paper/p-1',
    );
    expect(deepLinkPath({ kind: 'paper', paperId: 'p-1', editor: 'editor' })).toBe(
      '/dashboard/xyeditor/paper/p-1',
    );
  });
});
