// Where the third-party live chat widget loads (spec 1 section 2, spec 2 section 2.9): for signed-in users
// everywhere except document chat detail, writer paper, flashcard deck and editor pages; for visitors only on
// /help and /contact. It is identified by polling every 100 ms for at most 5 s.

export const LIVE_CHAT_POLL_MS = 100;
export const LIVE_CHAT_POLL_LIMIT_MS = 5000;

const signedInExceptions = [
  /^\/dashboard\/document-chat\/(?!upload$)[^/]+$/,
  /^\/dashboard\/ai-writer\/paper(\/|$)/,
  /^\/dashboard\/ai-flashcard-maker\/deck\/(?!create$)[^/]+(\/edit)?$/,
  /^\/(ai-flashcard-maker|flashcards)\/[^/]+$/,
  /^\/dashboard\/xyeditor(\/|$)/,
  /^\/xy-editor$/,
];

const visitorPages = new Set(['/help', '/contact']);

export function liveChatAllowed(pathname: string, signedIn: boolean): boolean {
  if (!signedIn) return visitorPages.has(pathname);
  return !signedInExceptions.some((pattern) => pattern.test(pathname));
}
