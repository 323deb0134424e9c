import type { Editor } from '@tiptap/react';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import type { EditorNode } from '../../../../shared/study/writing/paper-blocks';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { writingTexts } from './writing.texts';

function fileName(title: string, extension: string): string {
  const base =
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'paper';
  return `${base}.${extension}`;
}

/** Export the paper as DOCX or PDF; each writer (`docx`, pdf-lib) loads on its first export, not before. */
export function ExportButtons(props: { editor: Editor; title: () => string }) {
  const [busy, setBusy] = useState<'docx' | 'pdf' | null>(null);

  async function exportAs(kind: 'docx' | 'pdf') {
    setBusy(kind);
    try {
      const { blocksFromEditor } = await import('../../../../shared/study/writing/paper-blocks');
      const title = props.title();
      const blocks = blocksFromEditor(title, props.editor.getJSON() as EditorNode);
      const bytes =
        kind === 'docx'
          ? await (await import('../../../../shared/study/writing/paper-docx')).paperToDocx(title, blocks)
          : await (await import('../../../../shared/study/writing/paper-export')).paperToPdf(title, blocks);
      const type =
        kind === 'docx'
          ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
          : 'application/pdf';
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
      const a = Object.assign(document.createElement('a'), { href: url, download: fileName(title, kind) });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : writingTexts.exportFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <span className="flex gap-1.5">
      {(['docx', 'pdf'] as const).map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant="outline"
          disabled={busy !== null}
          onClick={() => void exportAs(kind)}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {kind === 'docx' ? writingTexts.exportDocx : writingTexts.exportPdf}
        </Button>
      ))}
    </span>
  );
}
