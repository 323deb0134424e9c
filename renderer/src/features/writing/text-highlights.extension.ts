// Highlights in the editor's own text (issue 28 item 15): a check (the AI detector) reports character ranges of
// the plain text it read (tiptap's getText with blank lines between blocks); this extension maps them back onto
// the document and draws them as inline decorations. They describe the text as it was checked, so the first
// edit clears them.
import { Extension, getTextSerializersFromSchema } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

export interface TextHighlight {
  start: number;
  end: number;
  className: string;
  title: string;
}

const key = new PluginKey<DecorationSet>('textHighlights');
const BLOCK_SEPARATOR = '\n\n';

/** Where each piece of the plain text lies in the document, walked exactly as tiptap's getText walks it. */
function textSegments(
  doc: ProseMirrorNode,
): Array<{ textStart: number; length: number; pos: number; isText: boolean }> {
  const serializers = getTextSerializersFromSchema(doc.type.schema);
  const segments: Array<{ textStart: number; length: number; pos: number; isText: boolean }> = [];
  let offset = 0;
  doc.nodesBetween(0, doc.content.size, (node, pos, parent, index) => {
    if (node.isBlock && pos > 0) offset += BLOCK_SEPARATOR.length;
    const serializer = serializers[node.type.name];
    if (serializer) {
      if (parent) {
        const text = serializer({ node, pos, parent, index, range: { from: 0, to: doc.content.size } });
        segments.push({ textStart: offset, length: text.length, pos, isText: false });
        offset += text.length;
      }
      return false;
    }
    if (node.isText) {
      const text = node.text ?? '';
      segments.push({ textStart: offset, length: text.length, pos, isText: true });
      offset += text.length;
    }
    return true;
  });
  return segments;
}

function positionOf(segments: ReturnType<typeof textSegments>, offset: number, docSize: number): number {
  for (const s of segments) {
    if (offset < s.textStart) return s.pos;
    if (offset <= s.textStart + s.length) return s.isText ? s.pos + (offset - s.textStart) : s.pos;
  }
  return docSize;
}

export const TextHighlights = Extension.create({
  name: 'textHighlights',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, previous) {
            const next = tr.getMeta(key) as DecorationSet | undefined;
            if (next !== undefined) return next;
            return tr.docChanged ? DecorationSet.empty : previous;
          },
        },
        props: { decorations: (state) => key.getState(state) },
      }),
    ];
  },
});

/**
 * Draws `highlights` (ranges of `checkedText`) in the editor, or clears them. Nothing is drawn when the editor's
 * text is no longer the checked text: the ranges would point at the wrong words.
 */
export function showTextHighlights(
  editor: Editor,
  checkedText: string | null,
  highlights: TextHighlight[],
): void {
  const { state } = editor;
  const current = editor.getText({ blockSeparator: BLOCK_SEPARATOR });
  let set = DecorationSet.empty;
  if (checkedText !== null && current === checkedText && highlights.length > 0) {
    const segments = textSegments(state.doc);
    const size = state.doc.content.size;
    set = DecorationSet.create(
      state.doc,
      highlights
        .map((h) => ({
          ...h,
          from: positionOf(segments, h.start, size),
          to: positionOf(segments, h.end, size),
        }))
        .filter((h) => h.to > h.from)
        .map((h) =>
          Decoration.inline(h.from, h.to, { class: h.className, title: h.title, 'data-highlight': 'ai' }),
        ),
    );
  }
  editor.view.dispatch(state.tr.setMeta(key, set));
}
