// `studyloop://` deep links: what the app accepts, and nothing else. A link can come from any web page or
// program on the machine, so it is treated as hostile input: parsed strictly, never passed on as a raw URL.
import type { DeepLink, PaperEditor } from '../shared/ipc/desktop-contract';

export const DEEP_LINK_SCHEME = 'studyloop';
const PREFIX = `${DEEP_LINK_SCHEME}://`;
const MAX_LINK_LENGTH = 2048;

/** A Supabase Auth PKCE code (a UUID there; any opaque token of URL-safe characters is accepted). */
const AUTH_CODE = /^[A-Za-z0-9._~-]{8,512}$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Deck links use the deck's slug or its id (spec 2: /ai-flashcard-maker/deck/{identifier}). */
const DECK_IDENTIFIER = /^(?:[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?|[0-9a-f-]{36})$/i;
const OAUTH_ERROR = /^[a-z_]{1,64}$/;

export type DeepLinkResult = { ok: true; link: DeepLink } | { ok: false; reason: string };

const reject = (reason: string): DeepLinkResult => ({ ok: false, reason });

/** Parameters allowed per link kind; anything else (tokens above all) makes the link invalid. */
function onlyParams(url: URL, allowed: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const key of url.searchParams.keys()) {
    if (!allowed.includes(key)) return `unexpected parameter "${key}"`;
    if (seen.has(key)) return `repeated parameter "${key}"`;
    seen.add(key);
  }
  return null;
}

function decodeSegments(pathname: string): string[] | null {
  const raw = pathname.split('/').filter((segment) => segment !== '');
  try {
    return raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Accepted forms:
 * - `studyloop://auth/callback?code={pkce code}`: the end of a browser sign-in; carries only the one-time code,
 *   which the renderer exchanges with its own code verifier. A link with tokens in it is refused.
 * - `studyloop://auth/callback?error={code}&error_description={text}`: a sign-in the user cancelled or that failed.
 * - `studyloop://documents/{slug}`, `studyloop://decks/{slug or id}`, `studyloop://papers/{id}[?editor=editor]`.
 */
export function parseDeepLink(input: unknown): DeepLinkResult {
  if (typeof input !== 'string') return reject('not a string');
  if (input.length > MAX_LINK_LENGTH) return reject('too long');
  if (!input.toLowerCase().startsWith(PREFIX)) return reject('not a studyloop:// link');
  // Control characters and spaces have no place in a link and are a classic way to smuggle in a second one.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(input)) return reject('contains whitespace or control characters');

  // URL parsing would silently resolve dot segments (documents/../../x becomes /x); a link that needs them is
  // not one the app ever produced.
  if (/\/(?:\.|%2e){1,2}(?:[/?#]|$)/i.test(input.slice(PREFIX.length)))
    return reject('contains dot segments');

  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return reject('not a URL');
  }
  if (url.username || url.password) return reject('carries credentials');
  if (url.port) return reject('carries a port');
  if (url.hash && url.hash !== '#') return reject('carries a fragment');

  const segments = decodeSegments(url.pathname);
  if (!segments) return reject('bad percent-encoding');
  const route = [url.hostname.toLowerCase(), ...segments];

  switch (route[0]) {
    case 'auth': {
      if (route.length !== 2 || route[1] !== 'callback') return reject('unknown auth path');
      const error = url.searchParams.get('error');
      if (error !== null) {
        const problem = onlyParams(url, ['error', 'error_code', 'error_description']);
        if (problem) return reject(problem);
        if (!OAUTH_ERROR.test(error)) return reject('malformed error code');
        const description = url.searchParams.get('error_description');
        return {
          ok: true,
          link: { kind: 'auth-error', error, description: description ? description.slice(0, 500) : null },
        };
      }
      const problem = onlyParams(url, ['code']);
      if (problem) return reject(problem);
      const code = url.searchParams.get('code');
      if (code === null) return reject('auth callback without a code');
      if (!AUTH_CODE.test(code)) return reject('malformed auth code');
      return { ok: true, link: { kind: 'auth-callback', code } };
    }
    case 'documents': {
      if (route.length !== 2 || !SLUG.test(route[1]!)) return reject('malformed document link');
      const problem = onlyParams(url, []);
      if (problem) return reject(problem);
      return { ok: true, link: { kind: 'document', slug: route[1]! } };
    }
    case 'decks': {
      if (route.length !== 2 || !DECK_IDENTIFIER.test(route[1]!)) return reject('malformed deck link');
      const problem = onlyParams(url, []);
      if (problem) return reject(problem);
      return { ok: true, link: { kind: 'deck', identifier: route[1]! } };
    }
    case 'papers': {
      if (route.length !== 2 || !UUID.test(route[1]!)) return reject('malformed paper link');
      const problem = onlyParams(url, ['editor']);
      if (problem) return reject(problem);
      const editor = url.searchParams.get('editor') ?? 'writer';
      if (editor !== 'writer' && editor !== 'editor') return reject('unknown editor');
      return {
        ok: true,
        link: { kind: 'paper', paperId: route[1]!.toLowerCase(), editor: editor as PaperEditor },
      };
    }
    default:
      return reject(`unknown link target "${route[0] ?? ''}"`);
  }
}

/**
 * On Windows and Linux a deep link arrives as a command-line argument, of the first instance or of a second one
 * that the single-instance lock turned away. Only an argument that is itself a studyloop:// link counts.
 */
export function findDeepLinkArgument(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(PREFIX)) ?? null;
}

/** Where the renderer shows what a link points at (spec 2 section 2.1 routes). */
export function deepLinkRoute(link: DeepLink): string | null {
  switch (link.kind) {
    case 'document':
      return `/dashboard/documents/${link.slug}`;
    case 'deck':
      return `/dashboard/ai-flashcard-maker/deck/${link.identifier}`;
    case 'paper':
      return link.editor === 'editor'
        ? `/dashboard/xyeditor/paper/${link.paperId}`
        : `/dashboard/ai-writer/paper/${link.paperId}`;
    case 'auth-callback':
    case 'auth-error':
      return null;
  }
}

/**
 * Holds links until the renderer asks for them: the link that launched the app arrives before any window has
 * loaded, and a link must reach the renderer once, not once per window.
 */
export class DeepLinkInbox {
  private pending: DeepLink[] = [];
  private readonly maxPending = 20;

  constructor(
    private readonly deliver: (link: DeepLink) => boolean,
    private readonly log: (message: string) => void,
  ) {}

  /** Parses, logs a malformed link and drops it, otherwise delivers it now or keeps it for later. */
  receive(raw: string): DeepLink | null {
    const result = parseDeepLink(raw);
    if (!result.ok) {
      // Never log the whole link: an auth callback may hold a code. The reason and length are enough.
      this.log(`Ignored a malformed deep link (${result.reason}; ${String(raw).length} characters)`);
      return null;
    }
    if (!this.deliver(result.link)) {
      this.pending.push(result.link);
      if (this.pending.length > this.maxPending) this.pending.shift();
    }
    return result.link;
  }

  takePending(): DeepLink[] {
    const links = this.pending;
    this.pending = [];
    return links;
  }
}
