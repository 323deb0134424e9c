import { Download, type LucideIcon } from 'lucide-react';
import { recogniseArtifact, type DesktopReleaseFile } from '../../../../shared/constants/download-artifacts';
import { formatInstallerSize } from './desktop-releases.api';
import { downloadTexts } from './download.texts';

interface DownloadSystemCardProps {
  name: string;
  icon: LucideIcon;
  isVisitorSystem: boolean;
  files: DesktopReleaseFile[];
}

/** One system's installers that exist on the server, each with its size and checksum. */
export function DownloadSystemCard({ name, icon: Icon, isVisitorSystem, files }: DownloadSystemCardProps) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
      <Icon aria-hidden="true" className="size-7 text-brand-600" />
      <h2 className="mt-3 text-lg font-semibold text-ink">
        {name}
        {isVisitorSystem && (
          <span className="ml-2 align-middle text-xs font-medium text-brand-700">
            {downloadTexts.yourSystem}
          </span>
        )}
      </h2>
      <ul className="mt-4 flex flex-1 flex-col gap-5">
        {files.map((file) => {
          const artifact = recogniseArtifact(file.fileName)?.artifact;
          return (
            <li key={file.fileName} className="flex min-w-0 flex-col" data-testid="installer">
              <a
                href={file.url}
                download={file.fileName}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-2 text-center font-semibold text-white hover:bg-brand-700"
              >
                <Download aria-hidden="true" className="size-4 shrink-0" /> {artifact?.label ?? file.fileName}
              </a>
              <span className="mt-1 text-sm text-muted">
                {artifact?.format ? `${artifact.format} · ` : ''}
                <span data-testid="installer-size">{formatInstallerSize(file.size)}</span>
              </span>
              <details className="mt-1 text-sm text-muted">
                <summary className="cursor-pointer rounded text-slate-700 underline-offset-2 hover:underline">
                  {downloadTexts.checksum}
                </summary>
                <code
                  className="mt-1 block break-all rounded-lg bg-slate-50 p-2 font-mono text-xs text-slate-800"
                  data-testid="installer-sha512"
                >
                  {file.sha512}
                </code>
                <p className="mt-1 text-xs">{downloadTexts.checksumHint}</p>
              </details>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
