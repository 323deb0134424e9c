// The authorship report on the paper page (issue 13). Loaded lazily with its chart (recharts) when the tab opens;
// the PDF writer (pdf-lib) loads only when the student downloads the report.
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { readableTooltipItem } from '../../../ui/chart.styles';
import {
  AUTHORSHIP_CAVEATS,
  authorshipReport,
  formatDuration,
  formatShare,
} from '../../../../../shared/study/writing/authorship.engine';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/Button';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toast.store';
import { useAuthStore } from '../../auth';
import { authorshipQuery } from './authorship.api';
import { authorshipTexts as t } from './authorship.texts';

const SHARE_COLORS = { typed: 'bg-blue-600', pasted: 'bg-amber-500', tool: 'bg-violet-500' } as const;

function download(bytes: Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function AuthorshipPanel(props: { paperId: string; title: () => string }) {
  const query = useQuery(authorshipQuery(props.paperId));
  const author = useAuthStore((s) => s.profile?.full_name ?? null);
  const [busy, setBusy] = useState(false);

  return (
    <section aria-labelledby="authorship-title" className="space-y-3 text-sm" data-testid="authorship-report">
      <h2 id="authorship-title" className="font-semibold text-ink">
        {t.title}
      </h2>
      <p className="text-slate-600">{t.intro}</p>
      <QueryState
        query={query}
        loading={<ListSkeleton count={3} className="h-10" />}
        isEmpty={(versions) => versions.length === 0}
        empty={<p className="text-slate-500">{t.empty}</p>}
      >
        {(versions) => {
          const report = authorshipReport(versions);
          const rows = [
            { kind: 'typed' as const, label: t.typed, chars: report.totals.typed },
            { kind: 'pasted' as const, label: t.pasted, chars: report.totals.pasted },
            { kind: 'tool' as const, label: t.tool, chars: report.totals.tool },
          ];
          async function exportPdf() {
            setBusy(true);
            try {
              const { authorshipToPdf } = await import('../../../../../shared/study/writing/authorship-pdf');
              const title = props.title();
              download(
                await authorshipToPdf({
                  paperTitle: title,
                  author,
                  generatedAt: new Date().toISOString(),
                  report,
                  versions,
                }),
                `${
                  title
                    .replace(/[\\/:*?"<>|]+/g, ' ')
                    .trim()
                    .slice(0, 60) || 'paper'
                } - authorship report.pdf`,
              );
            } catch {
              toast.error(t.downloadFailed);
            } finally {
              setBusy(false);
            }
          }
          return (
            <div className="space-y-4">
              <dl className="grid grid-cols-2 gap-2">
                {[
                  [t.words, report.words.toLocaleString('en-US')],
                  [t.versions, report.versions.toLocaleString('en-US')],
                  [t.sessions, report.sessions.length.toLocaleString('en-US')],
                  [t.activeTime, formatDuration(report.totals.activeSeconds)],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-xl bg-slate-50 px-3 py-2">
                    <dt className="text-xs text-slate-500">{label}</dt>
                    <dd className="text-lg font-semibold text-ink" data-testid={`authorship-${label}`}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
              {report.shares ? (
                <div>
                  <div className="flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                    {rows.map((r) => (
                      <span
                        key={r.kind}
                        className={SHARE_COLORS[r.kind]}
                        style={{ width: `${report.shares![r.kind] * 100}%` }}
                      />
                    ))}
                  </div>
                  <ul className="mt-2 space-y-1" data-testid="authorship-shares">
                    {rows.map((r) => (
                      <li key={r.kind} className="flex items-start gap-2">
                        <span
                          aria-hidden="true"
                          className={`mt-1 size-2.5 shrink-0 rounded-full ${SHARE_COLORS[r.kind]}`}
                        />
                        <span>
                          <span className="font-medium text-ink">
                            {r.label} {formatShare(report.shares![r.kind])}
                          </span>{' '}
                          <span className="text-slate-600">
                            · {t.characters(r.chars)}
                            {r.kind === 'pasted' &&
                              ` · ${t.pastes(report.totals.pastes, report.totals.largestPaste.toLocaleString('en-US'))}`}
                            {r.kind === 'tool' && ` (${t.toolHint})`}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="text-slate-500">{t.nothingInserted}</p>
              )}
              {report.recordedVersions < report.versions && (
                <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
                  {t.notRecorded(report.versions - report.recordedVersions, report.versions)}
                </p>
              )}
              {report.wordsOverTime.length > 1 && (
                <div>
                  <h3 className="font-medium text-ink">{t.wordsOverTime}</h3>
                  <div
                    className="mt-1 h-36"
                    role="img"
                    aria-label={`${t.wordsOverTime}: ${report.wordsOverTime[0]!.words} to ${report.words} words over ${report.versions} versions`}
                  >
                    <ResponsiveContainer width="100%" height="100%">
                      <LineChart
                        data={report.wordsOverTime.map((p) => ({
                          ...p,
                          at: Date.parse(p.savedAt),
                        }))}
                      >
                        <CartesianGrid strokeDasharray="3 3" vertical={false} />
                        <XAxis
                          dataKey="at"
                          type="number"
                          scale="time"
                          domain={['dataMin', 'dataMax']}
                          tickFormatter={(at: number) =>
                            new Date(at).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })
                          }
                          fontSize={10}
                        />
                        <YAxis allowDecimals={false} fontSize={10} width={36} />
                        <Tooltip
                          itemStyle={readableTooltipItem}
                          labelFormatter={(at) => formatDateTime(new Date(Number(at)).toISOString())}
                        />
                        <Line
                          type="monotone"
                          dataKey="words"
                          name="Words"
                          stroke="#2563eb"
                          dot={false}
                          isAnimationActive={false}
                        />
                      </LineChart>
                    </ResponsiveContainer>
                  </div>
                </div>
              )}
              <div>
                <h3 className="font-medium text-ink">{t.sessions}</h3>
                <ol className="mt-1 space-y-1 text-slate-700" data-testid="authorship-sessions">
                  {report.sessions.map((s) => (
                    <li key={s.start}>
                      {t.sessionRow(
                        formatDateTime(s.start) ?? s.start,
                        s.versions,
                        formatDuration(s.activeSeconds),
                        s.wordsBefore,
                        s.wordsAfter,
                      )}
                    </li>
                  ))}
                </ol>
              </div>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => void exportPdf()}>
                <FileDown aria-hidden="true" className="size-4" />
                {busy ? t.downloading : t.download}
              </Button>
              <div className="space-y-1 border-t border-slate-100 pt-3 text-xs text-slate-500">
                {AUTHORSHIP_CAVEATS.map((caveat) => (
                  <p key={caveat}>{caveat}</p>
                ))}
              </div>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
