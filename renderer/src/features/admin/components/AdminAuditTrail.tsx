import { useQuery } from '@tanstack/react-query';
import { adminAuditQuery, type AdminAuditEntry } from '../admin.api';
import { formatDateTime } from '../admin-format';
import { adminTexts } from '../admin.texts';

/** What changed between the row before and after: the columns whose value differs. */
export function changedFields(entry: Pick<AdminAuditEntry, 'before' | 'after'>): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => key !== 'updated_at' && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => {
      const from = before[key];
      const to = after[key];
      const show = (value: unknown) => (value === undefined ? '∅' : JSON.stringify(value)).slice(0, 80);
      return `${key}: ${show(from)} → ${show(to)}`;
    });
}

/** The audit log, latest first: who did what, when, why, and what changed. */
export function AdminAuditTrail({
  targetId = null,
  limit = 20,
}: {
  targetId?: string | null;
  limit?: number;
}) {
  const texts = adminTexts.audit;
  const query = useQuery(adminAuditQuery(targetId, limit));
  if (query.isPending) return <div className="h-24 animate-pulse rounded-xl bg-slate-100" />;
  if (query.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {query.error.message}
      </p>
    );
  if (query.data.length === 0) return <p className="text-sm text-muted">{texts.empty}</p>;
  return (
    <ol className="divide-y divide-slate-100 text-sm" aria-label={texts.title}>
      {query.data.map((entry) => {
        const changes = changedFields(entry);
        return (
          <li key={entry.id} className="py-2.5">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-mono text-xs font-semibold text-brand-700">{entry.action}</span>
              <span className="text-muted">
                {texts.by(entry.actor_email ?? texts.unknownActor)} · {formatDateTime(entry.created_at)}
              </span>
            </div>
            {entry.reason && <p className="mt-0.5">{texts.reason(entry.reason)}</p>}
            {changes.length > 0 && (
              <details className="mt-1">
                <summary className="cursor-pointer text-xs text-muted">
                  {texts.changes(changes.length)}
                </summary>
                <ul className="mt-1 space-y-0.5 font-mono text-xs break-all text-slate-600">
                  {changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
