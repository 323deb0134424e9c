import { describe, expect, it, vi } from 'vitest';
import { DeepLinkInbox, deepLinkRoute, findDeepLinkArgument, parseDeepLink } from './deeplink';

const CODE = '3f1c2a4e-8b9d-4c1e-9a7b-2d5e6f708192';

describe('parseDeepLink', () => {
  it('accepts an auth callback that carries only the one-time PKCE code', () => {
    expect(parseDeepLink(`studyloop://auth/callback?code=${CODE}`)).toEqual({
      ok: true,
      link: { kind: 'auth-callback', code: CODE },
    });
  });

  it('accepts a cancelled sign-in as an auth error', () => {
    expect(
      parseDeepLink('studyloop://auth/callback?error=access_denied&error_description=User%20cancelled'),
    ).toEqual({
      ok: true,
      link: { kind: 'auth-error', error: 'access_denied', description: 'User cancelled' },
    });
  });

  it.each([
    ['studyloop://documents/intro-to-biology-notes', { kind: 'document', slug: 'intro-to-biology-notes' }],
    ['studyloop://decks/cell-biology', { kind: 'deck', identifier: 'cell-biology' }],
    [
      'studyloop://papers/0F8FAD5B-D9CB-469F-A165-70867728950E',
      { kind: 'paper', paperId: '0f8fad5b-d9cb-469f-a165-70867728950e', editor: 'writer' },
    ],
    [
      'studyloop://papers/0f8fad5b-d9cb-469f-a165-70867728950e?editor=editor',
      { kind: 'paper', paperId: '0f8fad5b-d9cb-469f-a165-70867728950e', editor: 'editor' },
    ],
    ['STUDYLOOP://documents/physics-101/', { kind: 'document', slug: 'physics-101' }],
  ])('accepts %s', (raw, link) => {
    expect(parseDeepLink(raw)).toEqual({ ok: true, link });
  });

  it.each([
    ['', 'not a studyloop:// link'],
    ['https://studyloop.app/documents/x', 'not a studyloop:// link'],
    ['studyloop:documents/x', 'not a studyloop:// link'],
    [`studyloop://auth/callback?code=${CODE}&access_token=eyJhbGciOi`, 'unexpected parameter "access_token"'],
    [`studyloop://auth/callback?code=${CODE}#access_token=abc&refresh_token=def`, 'carries a fragment'],
    ['studyloop://auth/callback#access_token=abc', 'carries a fragment'],
    ['studyloop://auth/callback?refresh_token=abc', 'unexpected parameter "refresh_token"'],
    ['studyloop://auth/callback', 'auth callback without a code'],
    ['studyloop://auth/callback?code=short', 'malformed auth code'],
    ['studyloop://auth/callback?code=<script>alert(1)</script>', 'malformed auth code'],
    [`studyloop://auth/callback?code=${CODE}&code=${CODE}`, 'repeated parameter "code"'],
    ['studyloop://auth/other?code=abcdefgh', 'unknown auth path'],
    ['studyloop://auth/callback?error=Bad%20Thing', 'malformed error code'],
    ['studyloop://documents/../../etc/passwd', 'contains dot segments'],
    ['studyloop://documents/%2E%2e/x', 'contains dot segments'],
    ['studyloop://papers/./0f8fad5b-d9cb-469f-a165-70867728950e', 'contains dot segments'],
    ['studyloop://documents/%2e%2e%2fsecret', 'malformed document link'],
    ['studyloop://documents/UPPER', 'malformed document link'],
    ['studyloop://documents/a/b', 'malformed document link'],
    ['studyloop://documents/ok?redirect=https://evil.example', 'unexpected parameter "redirect"'],
    ['studyloop://documents/%E0%A4%A', 'bad percent-encoding'],
    ['studyloop://papers/not-a-uuid', 'malformed paper link'],
    ['studyloop://papers/0f8fad5b-d9cb-469f-a165-70867728950e?editor=admin', 'unknown editor'],
    ['studyloop://user:pass@documents/x', 'carries credentials'],
    ['studyloop://documents:8080/x', 'carries a port'],
    ['studyloop://documents/x y', 'contains whitespace or control characters'],
    ['studyloop://documents/x\n--inspect', 'contains whitespace or control characters'],
    ['studyloop://settings/delete-account', 'unknown link target "settings"'],
    [`studyloop://documents/${'a'.repeat(3000)}`, 'too long'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(parseDeepLink(raw)).toEqual({ ok: false, reason });
  });

  it('refuses something that is not a string at all', () => {
    expect(parseDeepLink(42)).toEqual({ ok: false, reason: 'not a string' });
  });
});

describe('findDeepLinkArgument', () => {
  it('finds the link among Chromium switches on Windows and Linux', () => {
    const argv = ['/opt/Studyloop/studyloop', '--no-sandbox', 'studyloop://documents/physics-101'];
    expect(findDeepLinkArgument(argv)).toBe('studyloop://documents/physics-101');
    expect(findDeepLinkArgument(['/opt/Studyloop/studyloop', '--flag=studyloop://x'])).toBeNull();
  });
});

describe('deepLinkRoute', () => {
  it('maps content links to the dashboard routes and keeps auth links off the router', () => {
    expect(deepLinkRoute({ kind: 'document', slug: 'a' })).toBe('/dashboard/documents/a');
    expect(deepLinkRoute({ kind: 'deck', identifier: 'd' })).toBe('/dashboard/ai-flashcard-maker/deck/d');
    expect(deepLinkRoute({ kind: 'paper', paperId: 'p', editor: 'writer' })).toBe(
      '/dashboard/ai-writer/paper/p',
    );
    expect(deepLinkRoute({ kind: 'paper', paperId: 'p', editor: 'editor' })).toBe(
      '/dashboard/xyeditor/paper/p',
    );
    expect(deepLinkRoute({ kind: 'auth-callback', code: CODE })).toBeNull();
  });
});

describe('DeepLinkInbox', () => {
  it('logs and drops a malformed link without echoing its contents', () => {
    const log = vi.fn();
    const deliver = vi.fn(() => true);
    const inbox = new DeepLinkInbox(deliver, log);
    expect(inbox.receive('studyloop://auth/callback?access_token=secret-token-value')).toBeNull();
    expect(deliver).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]![0]).toMatch(/Ignored a malformed deep link/);
    expect(log.mock.calls[0]![0]).not.toContain('secret-token-value');
  });

  it('keeps links until a window is ready, then hands each over once', () => {
    let ready = false;
    const delivered: unknown[] = [];
    const inbox = new DeepLinkInbox((link) => {
      if (ready) delivered.push(link);
      return ready;
    }, vi.fn());
    inbox.receive(`studyloop://auth/callback?code=${CODE}`);
    expect(inbox.takePending()).toEqual([{ kind: 'auth-callback', code: CODE }]);
    expect(inbox.takePending()).toEqual([]);
    ready = true;
    inbox.receive('studyloop://documents/physics-101');
    expect(delivered).toEqual([{ kind: 'document', slug: 'physics-101' }]);
    expect(inbox.takePending()).toEqual([]);
  });
});
