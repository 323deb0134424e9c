import { EditorContent } from '@tiptap/react';
import { EditorToolbar } from './EditorToolbar';
import { usePaperEditor } from './usePaperEditor';

/**
 * The paper editor (tiptap/ProseMirror, same extensions and formatting toolbar as the writer's workspace) on its
 * own, without the platform's AI actions, checks or history: what the desktop's offline draft page opens. It
 * reports the HTML it would store and the plain text (for a title taken from the first words).
 */
export function PaperRichTextEditor(props: {
  content: string;
  label: string;
  onChange: (html: string, text: string) => void;
}) {
  const editor = usePaperEditor({
    content: props.content,
    label: props.label,
    onUpdate: (e) => props.onChange(e.getHTML(), e.getText()),
  });
  if (!editor) return null;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-card" data-testid="paper-rich-text">
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
