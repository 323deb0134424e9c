import { history, undo } from '@tiptap/pm/history';
import { Schema, Slice } from '@tiptap/pm/model';
import { EditorState, type Transaction } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { emptyActivity } from '../../../../../shared/study/writing/authorship.engine';
import { AUTHORSHIP_META, EditRecorder, changeOf, sourceOf } from './edit-recorder';

const schema = new Schema({
  nodes: {
    doc: { content: 'paragraph+' },
    paragraph: { content: 'text*', toDOM: () => ['p', 0] },
    text: {},
  },
});

function stateWith(text: string) {
  const doc = schema.node('doc', null, [schema.node('paragraph', null, text ? [schema.text(text)] : [])]);
  return EditorState.create({ doc, plugins: [history()] });
}

const paste = (tr: Transaction) => tr.setMeta('uiEvent', 'paste');

describe('sourceOf and changeOf', () => {
  it('sorts transactions as typed, pasted, tool or history and counts their characters', () => {
    const state = stateWith('Hello world');
    const typed = state.tr.insertText('!', 12);
    expect(sourceOf(typed)).toBe('typed');
    expect(changeOf(typed)).toEqual({ inserted: 1, deleted: 0 });

    const pasted = paste(state.tr.insertText(' and a long pasted sentence', 12));
    expect(sourceOf(pasted)).toBe('pasted');
    expect(changeOf(pasted).inserted).toBe(27);

    const replaced = state.tr.setMeta(AUTHORSHIP_META, 'tool').insertText('Hi', 1, 6);
    expect(sourceOf(replaced)).toBe('tool');
    expect(changeOf(replaced)).toEqual({ inserted: 2, deleted: 5 });

    const twoParagraphs = state.tr.replaceWith(
      0,
      state.doc.content.size,
      Slice.empty.content.append(
        schema.node('doc', null, [
          schema.node('paragraph', null, [schema.text('One')]),
          schema.node('paragraph', null, [schema.text('Two')]),
        ]).content,
      ),
    );
    expect(changeOf(twoParagraphs)).toEqual({ inserted: 7, deleted: 11 });

    let undoTr: Transaction | null = null;
    const after = state.apply(typed);
    undo(after, (tr) => (undoTr = tr));
    expect(undoTr).not.toBeNull();
    expect(sourceOf(undoTr!)).toBe('history');
  });
});

describe('EditRecorder', () => {
  it('adds up each kind of edit and the active time, and starts again at each take', () => {
    const recorder = new EditRecorder();
    const state = stateWith('');
    const t0 = Date.parse('2026-11-24T09:00:00Z');
    recorder.note(state.tr.insertText('Hello', 1), t0);
    recorder.note(state.tr.insertText(' there', 1), t0 + 60_000); // 1 min later: active
    recorder.note(paste(state.tr.insertText('x'.repeat(400), 1)), t0 + 120_000); // 1 min later: active
    recorder.note(paste(state.tr.insertText('y'.repeat(50), 1)), t0 + 20 * 60_000); // 18 min pause: not active
    recorder.note(state.tr.setMeta(AUTHORSHIP_META, 'tool').insertText('AI text', 1), t0 + 21 * 60_000);
    recorder.note(state.tr.setMeta('unrelated', true), t0 + 22 * 60_000); // no change: ignored
    expect(recorder.take(t0 + 21 * 60_000 + 20_000)).toEqual({
      typed: 11,
      pasted: 450,
      pastes: 2,
      largestPaste: 400,
      tool: 7,
      deleted: 0,
      activeSeconds: 180,
      editingSeconds: 21 * 60 + 20,
    });
    expect(recorder.take(t0 + 30 * 60_000)).toEqual(emptyActivity());
  });

  it('keeps the record of a failed save for the next version', () => {
    const recorder = new EditRecorder();
    const t0 = 1_000_000;
    recorder.add('typed', 10, 2, t0);
    recorder.add('typed', 5, 0, t0 + 30_000);
    const taken = recorder.take(t0 + 40_000);
    recorder.add('pasted', 100, 0, t0 + 50_000);
    recorder.putBack(taken, t0 + 40_000);
    const next = recorder.take(t0 + 60_000);
    expect(next).toMatchObject({ typed: 15, deleted: 2, pasted: 100, pastes: 1, activeSeconds: 30 });
    expect(next.editingSeconds).toBe(60);
  });
});
