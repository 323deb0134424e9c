// The public tool landings hand pasted text to the tool (issue 13: "the public landings lead into the tools,
// carrying pasted text across sign-in"). The text waits in localStorage under a key per tool — never in the
// address, which ends up in history, logs and the sign-in e-mail — so it survives the sign-in or registration
// round trip, including a confirmation link opened in a new tab (sessionStorage would not). It expires after a
// day and is cleared as soon as the tool has used it. This module has no dependencies: the landings stay light.

export const handoffTools = ['ai-writer', 'xy-editor', 'ai-detector', 'plagiarism-checker'] as const;
export type HandoffTool = (typeof handoffTools)[number];

/** Longest text a landing carries (about 8,000 words); the tools apply their own limits after that. */
export const HANDOFF_MAX_CHARS = 50_000;
/** A text not picked up within a day is dropped (a shared computer should not keep it for long). */
export const HANDOFF_TTL_MS = 24 * 60 * 60 * 1000;

const keyOf = (tool: HandoffTool) => `studyloop.handoff.${tool}`;

export function isHandoffTool(value: unknown): value is HandoffTool {
  return typeof value === 'string' && (handoffTools as readonly string[]).includes(value);
}

/** Where each landing leads: the writer's new-paper form, or the editor (the detector and checker live there). */
export function handoffTarget(tool: HandoffTool): string {
  return tool === 'ai-writer'
    ? `/dashboard/ai-writer/paper?from=${tool}`
    : `/dashboard/xyeditor?from=${tool}`;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the visitor still reaches the tool, without the text
  }
}

/** Keeps the text for the tool; an empty text clears what was kept. */
export function storeHandoff(
  tool: HandoffTool,
  text: string,
  store = browserStore(),
  now = Date.now(),
): void {
  if (!store) return;
  const value = text.trim().slice(0, HANDOFF_MAX_CHARS);
  try {
    if (value) store.setItem(keyOf(tool), JSON.stringify({ text: value, at: now }));
    else store.removeItem(keyOf(tool));
  } catch {
    // quota or privacy mode: the tool opens empty
  }
}

/** The text kept for the tool, if any and not expired (an expired or unreadable one is removed). */
export function peekHandoff(tool: HandoffTool, store = browserStore(), now = Date.now()): string | null {
  if (!store) return null;
  const raw = store.getItem(keyOf(tool));
  if (!raw) return null;
  try {
    const { text, at } = JSON.parse(raw) as { text?: unknown; at?: unknown };
    if (
      typeof text === 'string' &&
      text &&
      typeof at === 'number' &&
      now - at >= 0 &&
      now - at < HANDOFF_TTL_MS
    )
      return text;
  } catch {
    // fall through: not ours or corrupted
  }
  store.removeItem(keyOf(tool));
  return null;
}

/** Forgets the tool's text once it is in the tool. */
export function clearHandoff(tool: HandoffTool, store = browserStore()): void {
  store?.removeItem(keyOf(tool));
}

/** The tool named by a `?from=` parameter with its kept text, if both are there. */
export function handoffFromSearch(
  search: string,
  accepted: readonly HandoffTool[],
  store = browserStore(),
  now = Date.now(),
): { tool: HandoffTool; text: string } | null {
  const from = new URLSearchParams(search).get('from');
  if (!isHandoffTool(from) || !accepted.includes(from)) return null;
  const text = peekHandoff(from, store, now);
  return text ? { tool: from, text } : null;
}

/** The writer's form from a pasted text: the text is the instructions, its first line (shortened) the title. */
export function writerFieldsFromText(text: string): { title: string; instructions: string } {
  const firstLine = text.trim().split(/\n/, 1)[0]!.replace(/\s+/g, ' ').trim();
  let title = firstLine;
  if (title.length > 100) {
    const cut = title.slice(0, 100);
    title = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 60)).trim()}…`;
  }
  return { title, instructions: text.trim().slice(0, 5000) };
}
