// The paper editor's tiptap setup, in one place: the writer/editor workspace and the desktop's offline draft
// page both build their editor here, so a paper opens with the same schema (citations and bibliography
// included: an editor without those nodes would drop them from the HTML on the next save) and the same look.
import Placeholder from '@tiptap/extension-placeholder';
import type { Transaction } from '@tiptap/pm/state';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { BibliographyNode, CitationNode } from './citations/citation-nodes';
import { TextHighlights } from './text-highlights.extension';
import { toEditorHtml } from './writing-content';
import { writingTexts } from './writing.texts';

export const PAPER_EDITOR_CLASS =
  'min-h-[24rem] space-y-3 p-5 leading-relaxed focus:outline-none [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg ' +
  '[&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 ' +
  '[&_blockquote]:pl-3 [&_.is-editor-empty:first-child]:before:pointer-events-none ' +
  '[&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 ' +
  '[&_.is-editor-empty:first-child]:before:text-slate-400 ' +
  '[&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]';

/** A tiptap editor holding a paper's stored content (HTML, or plain text opened as paragraphs). */
export function usePaperEditor(options: {
  content: string;
  /** Each change, with its transaction (the authorship record sorts it as typed, pasted or inserted by a tool). */
  onUpdate: (editor: Editor, transaction: Transaction) => void;
  label?: string;
}): Editor | null {
  return useEditor({
    extensions: [
      StarterKit,
      Placeholder.configure({ placeholder: writingTexts.placeholder }),
      CitationNode,
      BibliographyNode,
      TextHighlights,
    ],
    content: toEditorHtml(options.content),
    editorProps: {
      attributes: {
        'aria-label': options.label ?? writingTexts.contentLabel,
        'aria-multiline': 'true',
        role: 'textbox',
        // The placeholder extension marks the empty first paragraph; its text is drawn from data-placeholder.
        class: PAPER_EDITOR_CLASS,
      },
    },
    onUpdate: ({ editor, transaction }) => options.onUpdate(editor, transaction),
  });
}
