// The paper as export blocks (issue 13): the editor's document (tiptap JSON) reduced to headings, paragraphs,
// list items, quotes, code and bibliography entries of styled runs. Both writers (DOCX with `docx`, PDF with
// pdf-lib) read these blocks; this module has no dependencies so either writer loads alone.

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export interface Block {
  kind: 'title' | 'heading' | 'paragraph' | 'bullet' | 'numbered' | 'quote' | 'code' | 'bibliography-entry';
  /** Heading level 1–3. */
  level?: number;
  /** The number of a numbered list item. */
  number?: number;
  /** Which list of the paper a list item belongs to (numbering restarts with each list). */
  list?: number;
  runs: Run[];
}

/** A tiptap/ProseMirror JSON node, as `editor.getJSON()` answers it. */
export interface EditorNode {
  type: string;
  attrs?: Record<string, unknown>;
  text?: string;
  marks?: Array<{ type: string }>;
  content?: EditorNode[];
}

function runsOf(node: EditorNode): Run[] {
  const runs: Run[] = [];
  for (const child of node.content ?? []) {
    if (child.type === 'text' && child.text) {
      const marks = new Set((child.marks ?? []).map((m) => m.type));
      runs.push({
        text: child.text,
        bold: marks.has('bold'),
        italic: marks.has('italic'),
        underline: marks.has('underline'),
      });
    } else if (child.type === 'citation') runs.push({ text: String(child.attrs?.text ?? '') });
    else if (child.type === 'hardBreak') runs.push({ text: '\n' });
    else runs.push(...runsOf(child));
  }
  return runs;
}

/** The editor's document as export blocks, with the paper's title first. */
export function blocksFromEditor(title: string, doc: EditorNode): Block[] {
  const blocks: Block[] = title.trim() ? [{ kind: 'title', runs: [{ text: title.trim(), bold: true }] }] : [];
  let lists = 0;
  const walk = (nodes: EditorNode[], quote: boolean) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'heading':
          blocks.push({
            kind: 'heading',
            level: Number(node.attrs?.level ?? 2) <= 2 ? 1 : 2,
            runs: runsOf(node),
          });
          break;
        case 'paragraph':
          blocks.push({ kind: quote ? 'quote' : 'paragraph', runs: runsOf(node) });
          break;
        case 'codeBlock':
          blocks.push({ kind: 'code', runs: runsOf(node) });
          break;
        case 'blockquote':
          walk(node.content ?? [], true);
          break;
        case 'bulletList':
        case 'orderedList': {
          let n = Number(node.attrs?.start ?? 1);
          const list = lists++;
          for (const item of node.content ?? []) {
            const runs = (item.content ?? []).flatMap((p, i) =>
              i === 0 ? runsOf(p) : [{ text: ' ' }, ...runsOf(p)],
            );
            blocks.push(
              node.type === 'bulletList'
                ? { kind: 'bullet', list, runs }
                : { kind: 'numbered', list, number: n++, runs },
            );
          }
          break;
        }
        case 'bibliography':
          blocks.push({
            kind: 'heading',
            level: 1,
            runs: [{ text: String(node.attrs?.heading ?? 'References') }],
          });
          for (const entry of (node.attrs?.entries as string[] | undefined) ?? [])
            blocks.push({ kind: 'bibliography-entry', runs: [{ text: entry }] });
          break;
        case 'horizontalRule':
          break;
        default:
          if (node.content) walk(node.content, quote);
      }
    }
  };
  walk(doc.content ?? [], false);
  return blocks;
}
