// Records how the paper's text changes between saves, for the authorship report (issue 13): each editor
// transaction is sorted as typed, pasted (paste, drop, or text carried from a landing), inserted by the platform's
// tools (accepted AI suggestion, generated draft, restored version) or undo/redo (not counted: it only replays
// earlier edits), with the characters it inserts and deletes; edits less than five minutes apart add to the active
// time. At each save the record so far goes with the version and starts again.
import type { Transaction } from '@tiptap/pm/state';
import { ReplaceAroundStep, ReplaceStep } from '@tiptap/pm/transform';
import { emptyActivity, type VersionActivity } from '../../../../../shared/study/writing/authorship.engine';

/** The transaction meta key the workspace sets on its own insertions. */
export const AUTHORSHIP_META = 'authorship';
export type EditSource = 'typed' | 'pasted' | 'tool' | 'history';

/** Gaps between edits up to this long count as active editing. */
export const ACTIVE_GAP_MS = 5 * 60 * 1000;

export function sourceOf(tr: Transaction): EditSource {
  const marked = tr.getMeta(AUTHORSHIP_META) as unknown;
  if (marked === 'pasted' || marked === 'tool') return marked;
  if (tr.getMeta('history$')) return 'history';
  const ui = tr.getMeta('uiEvent') as unknown;
  if (ui === 'paste' || ui === 'drop') return 'pasted';
  return 'typed';
}

/** Characters of text (block breaks as one) a transaction inserts and deletes. */
export function changeOf(tr: Transaction): { inserted: number; deleted: number } {
  let inserted = 0;
  let deleted = 0;
  tr.steps.forEach((step, i) => {
    if (!(step instanceof ReplaceStep || step instanceof ReplaceAroundStep)) return;
    const before = tr.docs[i]!;
    const { from, to, slice } = step;
    if (step instanceof ReplaceStep && to > from) deleted += before.textBetween(from, to, '\n', ' ').length;
    inserted += slice.content.textBetween(0, slice.content.size, '\n', ' ').length;
  });
  return { inserted, deleted };
}

export class EditRecorder {
  private record = EditRecorder.empty();
  private firstAt: number | null = null;
  private lastAt: number | null = null;

  private static empty() {
    return { ...emptyActivity(), activeMs: 0 };
  }

  /** Notes one editor transaction (those that do not change the document are ignored). */
  note(tr: Transaction, now = Date.now()): void {
    if (!tr.docChanged) return;
    const source = sourceOf(tr);
    if (source === 'history') return;
    const { inserted, deleted } = changeOf(tr);
    this.add(source, inserted, deleted, now);
  }

  add(source: Exclude<EditSource, 'history'>, inserted: number, deleted: number, now = Date.now()): void {
    if (inserted === 0 && deleted === 0) return;
    const r = this.record;
    if (source === 'pasted') {
      r.pasted += inserted;
      if (inserted > 0) r.pastes += 1;
      r.largestPaste = Math.max(r.largestPaste, inserted);
    } else if (source === 'tool') r.tool += inserted;
    else r.typed += inserted;
    r.deleted += deleted;
    if (this.lastAt !== null && now - this.lastAt <= ACTIVE_GAP_MS)
      r.activeMs += Math.max(0, now - this.lastAt);
    this.firstAt ??= now;
    this.lastAt = now;
  }

  /** The record since the last take, for the version being saved; the recorder starts again. */
  take(now = Date.now()): VersionActivity {
    const r = this.record;
    const editingSeconds = this.firstAt === null ? 0 : Math.ceil(Math.max(0, now - this.firstAt) / 1000);
    const activity: VersionActivity = {
      typed: r.typed,
      pasted: r.pasted,
      pastes: r.pastes,
      largestPaste: r.largestPaste,
      tool: r.tool,
      deleted: r.deleted,
      activeSeconds: Math.min(editingSeconds, Math.floor(r.activeMs / 1000)),
      editingSeconds,
    };
    this.record = EditRecorder.empty();
    this.firstAt = null;
    this.lastAt = null;
    return activity;
  }

  /** A save that failed gives its record back, so the next version carries it. */
  putBack(activity: VersionActivity, takenAt = Date.now()): void {
    const r = this.record;
    r.typed += activity.typed;
    r.pasted += activity.pasted;
    r.pastes += activity.pastes;
    r.largestPaste = Math.max(r.largestPaste, activity.largestPaste);
    r.tool += activity.tool;
    r.deleted += activity.deleted;
    r.activeMs += activity.activeSeconds * 1000;
    if (activity.editingSeconds > 0) {
      const first = takenAt - activity.editingSeconds * 1000;
      this.firstAt = this.firstAt === null ? first : Math.min(this.firstAt, first);
      this.lastAt ??= takenAt;
    }
  }
}
