import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Bold, Heading2, Italic, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { EditorAiTools, type AiTask } from './EditorAiTools';

interface EditorToolbarProps {
  editor: Editor;
  busy?: boolean;
  /** Without it (the desktop's offline drafts: AI actions need the platform) only formatting is offered. */
  onAiTask?: (task: AiTask) => void;
}

function FormatButton(props: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.active}
      onClick={props.onClick}
      className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
    >
      {props.children}
    </button>
  );
}

/** Formatting, and the AI actions with their prices shown before they are run (spec 1 section 9). */
export function EditorToolbar({ editor, busy = false, onAiTask }: EditorToolbarProps) {
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="space-y-2 border-b border-slate-200 p-2">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1">
        <FormatButton label="Bold" active={marks.bold} onClick={() => chain().toggleBold().run()}>
          <Bold aria-hidden="true" className="size-4" />
        </FormatButton>
        <FormatButton label="Italic" active={marks.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic aria-hidden="true" className="size-4" />
        </FormatButton>
        <FormatButton
          label="Heading"
          active={marks.heading}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 aria-hidden="true" className="size-4" />
        </FormatButton>
        <FormatButton
          label="Bulleted list"
          active={marks.bullets}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List aria-hidden="true" className="size-4" />
        </FormatButton>
        <FormatButton
          label="Numbered list"
          active={marks.numbers}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden="true" className="size-4" />
        </FormatButton>
        <FormatButton label="Undo" onClick={() => chain().undo().run()}>
          <Undo2 aria-hidden="true" className="size-4" />
        </FormatButton>
        <FormatButton label="Redo" onClick={() => chain().redo().run()}>
          <Redo2 aria-hidden="true" className="size-4" />
        </FormatButton>
      </div>
      {onAiTask && <EditorAiTools busy={busy} onAiTask={onAiTask} />}
    </div>
  );
}
