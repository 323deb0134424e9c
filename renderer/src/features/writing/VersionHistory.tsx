import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date';
import { Button } from '../../ui/Button';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { wordDiff } from './word-diff';
import { plainTextOf } from './writing-content';
import { versionsQuery } from './writing.api';
import { writingTexts } from './writing.texts';
import { ScrollRegion } from '../../ui/ScrollRegion';

/** Every saved version, newest first, with a preview, the changes against the current text and a restore. */
export function VersionHistory(props: {
  paperId: string;
  currentText: () => string;
  onRestore: (content: string, version: number) => void;
}) {
  const versions = useQuery(versionsQuery(props.paperId));
  const [openId, setOpenId] = useState<string | null>(null);
  if (versions.isPending) return <ListSkeleton count={3} className="h-10" />;
  if (versions.error) return <p role="alert">{versions.error.message}</p>;
  if (versions.data.length === 0) return <p className="text-sm text-slate-500">{writingTexts.noVersions}</p>;
  const open = versions.data.find((v) => v.id === openId) ?? null;
  return (
    <div className="space-y-3">
      <ul
        className="max-h-64 divide-y divide-slate-100 overflow-auto text-sm"
        aria-label={writingTexts.versionHistory}
      >
        {versions.data.map((v) => (
          <li key={v.id} className="flex items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{writingTexts.version(v.version_number)}</span>
              <span className="block text-xs text-slate-500">{formatDateTime(v.created_at)}</span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={openId === v.id}
              onClick={() => setOpenId(openId === v.id ? null : v.id)}
              aria-label={`${writingTexts.preview} ${writingTexts.version(v.version_number)}`}
            >
              {openId === v.id ? writingTexts.closePreview : writingTexts.preview}
            </Button>
          </li>
        ))}
      </ul>
      {open && (
        <section
          aria-label={writingTexts.version(open.version_number)}
          data-testid="version-preview"
          className="space-y-2"
        >
          <ScrollRegion
            label={writingTexts.version(open.version_number)}
            className="max-h-64 overflow-auto rounded-lg border border-slate-200 p-3 text-sm leading-relaxed whitespace-pre-wrap"
          >
            {wordDiff(props.currentText(), plainTextOf(open.content)).map((part, i) =>
              part.kind === 'same' ? (
                <span key={i}>{part.text}</span>
              ) : part.kind === 'added' ? (
                <ins
                  key={i}
                  className="bg-green-100 text-green-900 no-underline"
                  title="In this version, not in the current text"
                >
                  {part.text}
                </ins>
              ) : (
                <del
                  key={i}
                  className="bg-red-100 text-red-900"
                  title="In the current text, not in this version"
                >
                  {part.text}
                </del>
              ),
            )}
          </ScrollRegion>
          <Button size="sm" onClick={() => props.onRestore(open.content, open.version_number)}>
            {writingTexts.restore}
          </Button>
        </section>
      )}
    </div>
  );
}
