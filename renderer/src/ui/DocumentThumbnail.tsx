import { FileText } from 'lucide-react';
import { clsx } from 'clsx';
import { useState } from 'react';

/** The public URL of a document's card image (the pipeline's first-page render in the public cover-images bucket). */
export function cardImageUrl(path: string | null | undefined): string | null {
  return path ? `/api/storage/cover-images/${path.split('/').map(encodeURIComponent).join('/')}` : null;
}

/**
 * A document's first page as a thumbnail; a document without one (still processing, or an image that fails to
 * load) shows a neutral page icon in the same box, so cards keep their size either way.
 */
export function DocumentThumbnail({
  path,
  className,
}: {
  path: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const url = cardImageUrl(path);
  return (
    <div
      className={clsx('relative overflow-hidden bg-slate-100', className)}
      data-testid="document-thumbnail"
    >
      {url && !failed ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover object-top"
          onError={() => setFailed(true)}
        />
      ) : (
        <FileText aria-hidden="true" className="absolute inset-0 m-auto size-10 text-slate-300" />
      )}
    </div>
  );
}
