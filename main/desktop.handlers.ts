// One handler per operation of the contract, and the single entry point every call goes through: check the
// sender, validate the input with the contract's schema, run the handler, answer `{ data, error }`.
// Electron's ipcMain (desktop.ipc.ts) and the end-to-end harness both call `dispatchDesktopCall`.
import type { DesktopUpdates } from './desktop-updates';
import type { z } from 'zod';
import { isSafeExternalUrl, isTrustedIpcSender } from './security';
import type { IpcSender, SecurityPolicy } from './security';
import type { DesktopServices } from './desktop-services';
import { desktopOperations } from '../shared/ipc/desktop-contract';
import type {
  AppInfo,
  DesktopError,
  DesktopOperationName,
  DesktopOperationOutputs,
  DesktopResult,
  SyncStatus,
} from '../shared/ipc/desktop-contract';

export interface CallContext {
  sender: IpcSender;
  /** Stable id of the calling page (webContents id), for per-window state such as deep-link readiness. */
  senderId: number;
}

export interface DesktopHost {
  policy: SecurityPolicy;
  appInfo(): AppInfo;
  openExternal(url: string): Promise<void>;
  /** Asks the user where to save; false when they cancelled. */
  saveFileAs(suggestedName: string, bytes: Uint8Array): Promise<boolean>;
  /** The page became ready for deep links (it asked for pending ones). */
  rendererReady(senderId: number): void;
  log(message: string): void;
  /** The app's own updates (disabledDesktopUpdates() in development or without a release feed). */
  updates: DesktopUpdates;
}

type Input<K extends DesktopOperationName> = z.output<(typeof desktopOperations)[K]['input']>;
type Handler<K extends DesktopOperationName> = (
  input: Input<K>,
  context: CallContext,
) => DesktopOperationOutputs[K] | Promise<DesktopOperationOutputs[K]>;
export type DesktopHandlers = { [K in DesktopOperationName]: Handler<K> };

/** An expected failure a handler reports to the renderer as `{ error }` instead of a crash. */
export class DesktopFailure extends Error {
  constructor(
    readonly code: DesktopError['code'],
    message: string,
  ) {
    super(message);
  }
}

export function createDesktopHandlers(services: DesktopServices, host: DesktopHost): DesktopHandlers {
  const { cache, queue, sync, connectivity, deepLinks } = services;
  const userId = (): string => {
    const id = sync.userId;
    if (!id) throw new DesktopFailure('forbidden', 'No user is signed in on this device');
    return id;
  };
  const found = <T>(value: T | null, what: string): T => {
    if (value === null) throw new DesktopFailure('not_found', `${what} is not on this device`);
    return value;
  };
  const syncStatus = (): SyncStatus => sync.status();
  const replayIfOnline = () => {
    if (connectivity.status.online) void sync.flush();
  };

  return {
    getAppInfo: () => host.appInfo(),
    getConnectivity: () => connectivity.status,
    reportPlatformRequest: async ({ ok }) => {
      connectivity.reportRequest(ok);
      return connectivity.status;
    },
    setSession: ({ session }) => {
      if ((session?.userId ?? null) !== sync.userId) cache.setDeviceUser(session?.userId ?? null);
      sync.setSession(session);
      if (session) replayIfOnline();
      return syncStatus();
    },
    listLibrary: (query) => cache.library.list(userId(), query),
    getDocument: ({ documentId }) => cache.library.get(userId(), documentId),
    storeLibrary: ({ documents, complete }) => {
      const result = cache.library.store(userId(), documents, complete);
      services.emit('cacheChanged', { scope: 'library' });
      return result;
    },
    storeDocumentContent: ({ documentId, pages, file }) => {
      const summary = found(cache.library.storeContent(userId(), documentId, pages, file), 'The document');
      services.emit('cacheChanged', { scope: 'library' });
      return summary;
    },
    setAvailableOffline: ({ documentId, availableOffline }) => {
      const summary = found(
        cache.library.setAvailableOffline(userId(), documentId, availableOffline),
        'The document',
      );
      services.emit('cacheChanged', { scope: 'library' });
      return summary;
    },
    readDocumentFile: ({ documentId }) => cache.library.readFile(userId(), documentId),
    saveFileAs: async ({ suggestedName, bytes }) => ({ saved: await host.saveFileAs(suggestedName, bytes) }),
    listPaperDrafts: () => cache.papers.list(userId()),
    getPaperDraft: ({ paperId }) => cache.papers.get(userId(), paperId),
    cachePaper: ({ paper }) => {
      const draft = cache.papers.cache(userId(), paper);
      services.emit('cacheChanged', { scope: 'papers' });
      return draft;
    },
    savePaperDraft: (edit) => {
      const draft = queue.savePaper(userId(), edit);
      services.emit('cacheChanged', { scope: 'papers' });
      services.emit('syncStatusChanged', syncStatus());
      replayIfOnline();
      return draft;
    },
    recordFlashcardReview: ({ review }) => {
      queue.recordReview(userId(), review);
      services.emit('cacheChanged', { scope: 'decks' });
      services.emit('syncStatusChanged', syncStatus());
      replayIfOnline();
      return syncStatus();
    },
    saveFlashcardDeck: ({ deck }) => {
      const summary = cache.decks.save(userId(), deck);
      services.emit('cacheChanged', { scope: 'decks' });
      return summary;
    },
    listFlashcardDecks: ({ dueBy, reviewsSince }) => cache.decks.list(userId(), dueBy, reviewsSince),
    getFlashcardDeck: ({ identifier }) => cache.decks.get(userId(), identifier),
    forgetFlashcardDeck: ({ deckId }) => {
      const removed = cache.decks.forget(userId(), deckId);
      if (removed) services.emit('cacheChanged', { scope: 'decks' });
      return { removed };
    },
    readLocalDraft: ({ key }) => cache.drafts.read(userId(), key),
    writeLocalDraft: ({ draft }) => ({ saved: cache.drafts.write(userId(), draft) }),
    removeLocalDraft: ({ key }) => ({ removed: cache.drafts.remove(userId(), key) }),
    getSyncStatus: () => syncStatus(),
    syncNow: async () => {
      await connectivity.checkNow();
      return sync.flush();
    },
    takePendingDeepLinks: (_input, context) => {
      host.rendererReady(context.senderId);
      return deepLinks.takePending();
    },
    openExternal: async ({ url }) => {
      if (!isSafeExternalUrl(url, host.policy)) {
        throw new DesktopFailure('invalid_input', 'Only https and mail links open outside the app');
      }
      await host.openExternal(url);
      return { opened: true };
    },
    getUpdateStatus: () => host.updates.status(),
    installUpdate: () => ({ installing: host.updates.installNow() }),
  };
}

const byChannel = new Map<string, DesktopOperationName>(
  Object.entries(desktopOperations).map(([name, { channel }]) => [channel, name as DesktopOperationName]),
);

const failure = (code: DesktopError['code'], message: string): DesktopResult<never> => ({
  data: null,
  error: { code, message },
});

/** Every call from a page goes through here: sender check, validation, handler, `{ data, error }`. */
export async function dispatchDesktopCall(
  handlers: DesktopHandlers,
  host: Pick<DesktopHost, 'policy' | 'log'>,
  channel: string,
  rawInput: unknown,
  context: CallContext,
): Promise<DesktopResult<unknown>> {
  const name = byChannel.get(channel);
  if (!name) return failure('invalid_input', 'Unknown operation');
  if (!isTrustedIpcSender(context.sender, host.policy)) {
    host.log(`Refused ${name} from an untrusted frame`);
    return failure('forbidden', 'This page may not use the desktop bridge');
  }
  const parsed = desktopOperations[name].input.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return failure('invalid_input', `Invalid input for ${name}${where}: ${issue?.message ?? 'rejected'}`);
  }
  try {
    const handler = handlers[name] as (input: unknown, context: CallContext) => unknown;
    return { data: await handler(parsed.data, context), error: null };
  } catch (error) {
    if (error instanceof DesktopFailure) return failure(error.code, error.message);
    host.log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return failure('internal', 'Something went wrong on this device. Please try again.');
  }
}
