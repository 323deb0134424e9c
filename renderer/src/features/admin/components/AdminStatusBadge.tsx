import { clsx } from 'clsx';

const tones: Record<string, string> = {
  approved: 'bg-green-50 text-green-700 ring-green-600/20',
  active: 'bg-green-50 text-green-700 ring-green-600/20',
  paid: 'bg-green-50 text-green-700 ring-green-600/20',
  completed: 'bg-green-50 text-green-700 ring-green-600/20',
  succeeded: 'bg-green-50 text-green-700 ring-green-600/20',
  published: 'bg-green-50 text-green-700 ring-green-600/20',
  sent: 'bg-green-50 text-green-700 ring-green-600/20',
  resolved: 'bg-green-50 text-green-700 ring-green-600/20',
  actioned: 'bg-green-50 text-green-700 ring-green-600/20',
  pending: 'bg-amber-50 text-amber-700 ring-amber-600/20',
  open: 'bg-amber-50 text-amber-700 ring-amber-600/20',
  received: 'bg-amber-50 text-amber-700 ring-amber-600/20',
  queued: 'bg-amber-50 text-amber-700 ring-amber-600/20',
  scheduled: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  reviewing: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  'soft-reject': 'bg-orange-50 text-orange-700 ring-orange-600/20',
  outbox: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  draft: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  rejected: 'bg-red-50 text-red-700 ring-red-600/20',
  failed: 'bg-red-50 text-red-700 ring-red-600/20',
  suspended: 'bg-red-50 text-red-700 ring-red-600/20',
  banned: 'bg-red-50 text-red-700 ring-red-600/20',
  spam: 'bg-red-50 text-red-700 ring-red-600/20',
  refunded: 'bg-violet-50 text-violet-700 ring-violet-600/20',
  expired: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const labels: Record<string, string> = { 'soft-reject': 'changes requested', bank_transfer: 'bank transfer' };

/** A status as a coloured pill; the word is always written out (colour is never the only cue). */
export function AdminStatusBadge({ status }: { status: unknown }) {
  const value = typeof status === 'string' ? status : 'unknown';
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap capitalize ring-1 ring-inset',
        tones[value] ?? 'bg-slate-100 text-slate-700 ring-slate-500/20',
      )}
    >
      {labels[value] ?? value.replaceAll('_', ' ')}
    </span>
  );
}
