import { disabledDesktopUpdates } from './desktop-updates';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDesktopServices } from './desktop-services';
import type { DesktopServices } from './desktop-services';
import { createDesktopHandlers, dispatchDesktopCall } from './desktop.handlers';
import type { CallContext, DesktopHost } from './desktop.handlers';
import { deckSnapshot, reviewOf } from './fixtures/deck.fixture';
import { APP_ORIGIN } from './security';
import { DESKTOP_LIMITS, desktopOperations } from '../shared/ipc/desktop-contract';

const USER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const END_OF_DAY = new Date(Date.now() + 86_400_000).toISOString();
const LONG_AGO = '2025-01-01T00:00:00.000Z';
const trusted: CallContext = {
  sender: { url: `${APP_ORIGIN}/dashboard/offline`, isMainFrame: true },
  senderId: 1,
};
const services: DesktopServices[] = [];
afterEach(() => {
  for (const service of services.splice(0)) service.dispose();
});

function setup() {
  const broadcast = vi.fn();
  const service = createDesktopServices({
    cacheFile: join(mkdtempSync(join(tmpdir(), 'studyloop-ipc-')), 'cache.sqlite'),
    platform: { supabaseUrl: 'http://127.0.0.1:1', anonKey: 'anon' },
    log: () => undefined,
    broadcast,
    deliverDeepLink: () => false,
    connectivity: { probe: async () => false },
    createTransport: () => ({
      savePaper: async () => ({ alreadyApplied: false, version: 2, updatedAt: new Date().toISOString() }),
      recordReview: async () => ({ alreadyApplied: false }),
    }),
  });
  services.push(service);
  const host: DesktopHost = {
    policy: { appOrigins: [APP_ORIGIN], platformOrigin: 'http://127.0.0.1:1' },
    log: vi.fn(),
    appInfo: () => ({ appVersion: '0.1.0', platform: 'linux', electron: '45', chrome: '140' }),
    openExternal: vi.fn(async () => undefined),
    saveFileAs: vi.fn(async () => true),
    rendererReady: vi.fn(),
    updates: disabledDesktopUpdates(),
  };
  const handlers = createDesktopHandlers(service, host);
  const call = (name: keyof typeof desktopOperations, input?: unknown, context = trusted) =>
    dispatchDesktopCall(handlers, host, desktopOperations[name].channel, input, context);
  return { service, host, call, broadcast };
}

describe('IPC validation', () => {
  it('refuses a frame that is not the app page: iframes, other origins, destroyed frames', async () => {
    const { call, host } = setup();
    for (const sender of [
      { url: `${APP_ORIGIN}/`, isMainFrame: false },
      { url: 'https://evil.example/', isMainFrame: true },
      { url: null, isMainFrame: true },
    ]) {
      expect(await call('getAppInfo', undefined, { sender, senderId: 2 })).toEqual({
        data: null,
        error: { code: 'forbidden', message: 'This page may not use the desktop bridge' },
      });
    }
    expect(host.log).toHaveBeenCalled();
  });

  it('refuses an unknown channel', async () => {
    const { service, host } = setup();
    const handlers = createDesktopHandlers(service, host);
    expect((await dispatchDesktopCall(handlers, host, 'desktop:shell:exec', {}, trusted)).error?.code).toBe(
      'invalid_input',
    );
  });

  it.each([
    ['getAppInfo', { unexpected: true }],
    ['reportPlatformRequest', { ok: 'yes' }],
    ['reportPlatformRequest', { ok: true, extra: 1 }],
    ['setSession', { session: { userId: 'not-a-uuid', accessToken: 't' } }],
    [
      'setSession',
      { session: { userId: USER, accessToken: 'x'.repeat(DESKTOP_LIMITS.accessTokenLength + 1) } },
    ],
    ['listLibrary', { limit: 0, offset: 0 }],
    ['listLibrary', { limit: DESKTOP_LIMITS.listPageSize + 1, offset: 0 }],
    ['listLibrary', { limit: 10, offset: -1 }],
    ['listLibrary', { limit: 1.5, offset: 0 }],
    ['listLibrary', { limit: 10, offset: 0, search: 'x'.repeat(DESKTOP_LIMITS.searchLength + 1) }],
    ['listLibrary', null],
    ['listLibrary', 'limit=10'],
    ['getDocument', { documentId: "' or 1=1 --" }],
    ['getDocument', { documentId: 42 }],
    [
      'savePaperDraft',
      {
        paperId: USER,
        editor: 'writer',
        title: 'T',
        content: 'x'.repeat(DESKTOP_LIMITS.paperContentChars + 1),
      },
    ],
    ['savePaperDraft', { paperId: USER, editor: 'admin', title: 'T', content: '' }],
    ['savePaperDraft', { paperId: USER, editor: 'writer', title: 'x'.repeat(301), content: '' }],
    ['savePaperDraft', { paperId: USER, editor: 'writer', title: 'T', content: ['array'] }],
    ['storeDocumentContent', { documentId: USER, pages: [{ pageNumber: 0, content: '' }], file: null }],
    [
      'storeDocumentContent',
      { documentId: USER, pages: [], file: { name: 'a.pdf', type: 'x', bytes: 'not bytes' } },
    ],
    ['openExternal', { url: 'x'.repeat(DESKTOP_LIMITS.urlLength + 1) }],
    ['recordFlashcardReview', { review: { logId: USER } }],
    ['saveFlashcardDeck', { deck: { ...deckSnapshot(1), extra: true } }],
    [
      'saveFlashcardDeck',
      { deck: { ...deckSnapshot(1), deck: { ...deckSnapshot(1).deck, id: "' or 1=1" } } },
    ],
    [
      'saveFlashcardDeck',
      {
        deck: {
          ...deckSnapshot(1),
          cards: [{ ...deckSnapshot(1).cards[0]!, front: 'x'.repeat(DESKTOP_LIMITS.cardFrontChars + 1) }],
        },
      },
    ],
    [
      'saveFlashcardDeck',
      {
        deck: {
          ...deckSnapshot(1),
          cards: [{ ...deckSnapshot(1).cards[0]!, srs: { ...deckSnapshot(1).cards[0]!.srs, state: 'done' } }],
        },
      },
    ],
    ['listFlashcardDecks', { dueBy: 'tomorrow', reviewsSince: '2026-01-01T00:00:00Z' }],
    ['listFlashcardDecks', {}],
    ['getFlashcardDeck', { identifier: '' }],
    ['forgetFlashcardDeck', { deckId: 'deck-1' }],
    ['getFlashcardDeck', { identifier: 'x'.repeat(DESKTOP_LIMITS.slugLength + 1) }],
  ] as const)('refuses %s(%j…)', async (name, input) => {
    const { call } = setup();
    const result = await call(name, input);
    expect(result.data).toBeNull();
    expect(result.error?.code).toBe('invalid_input');
    expect(result.error?.message).toContain(name);
  });

  it('refuses a file above the size limit', async () => {
    const { call } = setup();
    const bytes = new Uint8Array(DESKTOP_LIMITS.fileBytes + 1);
    const result = await call('storeDocumentContent', {
      documentId: USER,
      pages: [],
      file: { name: 'big.pdf', type: 'application/pdf', bytes },
    });
    expect(result.error).toMatchObject({ code: 'invalid_input' });
    expect(result.error?.message).toMatch(/at most/);
  });

  it('refuses too many documents in one store', async () => {
    const { call } = setup();
    const documents = Array.from({ length: DESKTOP_LIMITS.documentsPerStore + 1 }, () => ({}));
    expect((await call('storeLibrary', { documents, complete: true })).error?.code).toBe('invalid_input');
  });
});

describe('handlers', () => {
  it('needs a signed-in user for the library and reports it as forbidden, not a crash', async () => {
    const { call } = setup();
    expect(await call('listLibrary', { limit: 10, offset: 0 })).toEqual({
      data: null,
      error: { code: 'forbidden', message: 'No user is signed in on this device' },
    });
  });

  it('saves a paper draft locally, queues it and tells every window', async () => {
    const { call, broadcast, service } = setup();
    await service.connectivity.checkNow();
    await call('setSession', { session: { userId: USER, accessToken: 'token' } });
    const paperId = randomUUID();
    const saved = await call('savePaperDraft', {
      paperId,
      editor: 'writer',
      title: 'Essay',
      content: 'Three words here',
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ id: paperId, wordCount: 3, hasUnsyncedChanges: true });
    expect((await call('listPaperDrafts')).data).toHaveLength(1);
    expect((await call('getSyncStatus')).data).toMatchObject({ pending: 1, blockedBy: 'offline' });
    expect(broadcast).toHaveBeenCalledWith('desktop:event:cache', { scope: 'papers' });
  });

  it('remembers the signed-in user across restarts so the library opens offline', async () => {
    const cacheFile = join(mkdtempSync(join(tmpdir(), 'studyloop-ipc-')), 'cache.sqlite');
    const make = () =>
      createDesktopServices({
        cacheFile,
        platform: null,
        log: () => undefined,
        broadcast: () => undefined,
        deliverDeepLink: () => false,
      });
    const first = make();
    const host: DesktopHost = {
      policy: { appOrigins: [APP_ORIGIN], platformOrigin: APP_ORIGIN },
      log: () => undefined,
      appInfo: () => ({ appVersion: '0.1.0', platform: 'linux', electron: '45', chrome: '140' }),
      openExternal: async () => undefined,
      saveFileAs: async () => true,
      rendererReady: () => undefined,
      updates: disabledDesktopUpdates(),
    };
    const firstHandlers = createDesktopHandlers(first, host);
    await dispatchDesktopCall(
      firstHandlers,
      host,
      desktopOperations.setSession.channel,
      { session: { userId: USER, accessToken: 't' } },
      trusted,
    );
    first.dispose();
    const second = make();
    services.push(second);
    expect(second.sync.userId).toBe(USER);
    expect(second.sync.status().blockedBy).toBe('auth-expired');
  });

  it('keeps a deck for offline study, lists it and applies a review made offline to it, per user', async () => {
    const { call, broadcast, service } = setup();
    expect(
      (await call('listFlashcardDecks', { dueBy: END_OF_DAY, reviewsSince: LONG_AGO })).error?.code,
    ).toBe('forbidden');
    await service.connectivity.checkNow();
    await call('setSession', { session: { userId: USER, accessToken: 'token' } });
    const snapshot = deckSnapshot(2);
    const saved = await call('saveFlashcardDeck', { deck: snapshot });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ id: snapshot.deck.id, fresh: 2, due: 0 });
    expect(broadcast).toHaveBeenCalledWith('desktop:event:cache', { scope: 'decks' });

    const card = snapshot.cards[0]!;
    const { review, after } = reviewOf(snapshot.deck.id, card.id, card.srs, 'good', new Date());
    expect((await call('recordFlashcardReview', { review })).data).toMatchObject({
      pending: 1,
      blockedBy: 'offline',
    });
    const deck = await call('getFlashcardDeck', { identifier: snapshot.deck.slug });
    expect(deck.error).toBeNull();
    const cached = deck.data as { cards: { srs: unknown }[]; logs: { id: string }[] };
    expect(cached.cards[0]!.srs).toEqual(after);
    expect(cached.logs.map((l) => l.id)).toEqual([review.logId]);
    const listed = await call('listFlashcardDecks', { dueBy: END_OF_DAY, reviewsSince: LONG_AGO });
    expect(listed.data).toMatchObject({ decks: [{ id: snapshot.deck.id, due: 1, fresh: 1 }] });

    // Another account signed in on this machine sees none of it.
    await call('setSession', { session: { userId: OTHER, accessToken: 'token' } });
    expect((await call('getFlashcardDeck', { identifier: snapshot.deck.id })).data).toBeNull();
    expect((await call('listFlashcardDecks', { dueBy: END_OF_DAY, reviewsSince: LONG_AGO })).data).toEqual({
      decks: [],
      reviewTimes: [],
    });
    expect(service.queue.counts(OTHER).pending).toBe(0);
  });

  it('opens only safe links outside the app', async () => {
    const { call, host } = setup();
    expect((await call('openExternal', { url: 'https://example.com/help' })).data).toEqual({ opened: true });
    expect((await call('openExternal', { url: 'file:///etc/passwd' })).error?.code).toBe('invalid_input');
    expect(host.openExternal).toHaveBeenCalledTimes(1);
  });

  it('hands over pending deep links once and marks the window ready', async () => {
    const { call, service, host } = setup();
    service.deepLinks.receive('studyloop://documents/physics-101');
    service.deepLinks.receive('studyloop://documents/../../x');
    expect((await call('takePendingDeepLinks')).data).toEqual([{ kind: 'document', slug: 'physics-101' }]);
    expect((await call('takePendingDeepLinks')).data).toEqual([]);
    expect(host.rendererReady).toHaveBeenCalledWith(1);
  });
});
