import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast.store';
import { useAuthStore } from '../../auth';
import { adjustPoints, adminUserQuery, setUserRole, setUserStatus } from '../admin.api';
import { formatDateTime, formatPoints, joined, text } from '../admin-format';
import { adminTexts } from '../admin.texts';
import { AdminAuditTrail } from './AdminAuditTrail';
import { AdminDialog } from './AdminDialog';
import { AdminReasonDialog } from './AdminReasonDialog';
import { AdminStatusBadge } from './AdminStatusBadge';

const texts = adminTexts.users;

type Change =
  { kind: 'status'; value: 'active' | 'suspended' | 'banned' } | { kind: 'role'; value: 'user' | 'admin' };

interface AdminUserDialogProps {
  userId: string | null;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}

export function AdminUserDialog({ userId, onClose, onChanged }: AdminUserDialogProps) {
  const [change, setChange] = useState<Change | null>(null);
  return (
    <>
      <AdminDialog
        open={userId !== null && change === null}
        onOpenChange={(open) => !open && onClose()}
        title={texts.detailTitle}
        wide
      >
        {userId && <UserDetail key={userId} userId={userId} onChange={setChange} onChanged={onChanged} />}
      </AdminDialog>
      <AdminReasonDialog
        open={userId !== null && change !== null}
        onOpenChange={(open) => !open && setChange(null)}
        title={
          change?.kind === 'role' ? texts.roleTitle(change.value) : texts.statusTitle(change?.value ?? '')
        }
        description={change?.kind === 'status' && change.value !== 'active' ? texts.suspendHelp : undefined}
        confirmLabel={adminTexts.save}
        danger={change?.kind === 'status' && change.value !== 'active'}
        onConfirm={async (reason) => {
          if (!userId || !change) return;
          if (change.kind === 'status') await setUserStatus(userId, change.value, reason);
          else await setUserRole(userId, change.value, reason);
          toast.success(change.kind === 'status' ? texts.statusChanged : texts.roleChanged);
          setChange(null);
          await onChanged();
        }}
      />
    </>
  );
}

function UserDetail({
  userId,
  onChange,
  onChanged,
}: {
  userId: string;
  onChange: (change: Change) => void;
  onChanged: () => Promise<unknown>;
}) {
  const query = useQuery(adminUserQuery(userId));
  const myId = useAuthStore((state) => state.user?.id);
  if (query.isPending) return <div className="h-64 animate-pulse rounded-xl bg-slate-100" />;
  if (query.error)
    return (
      <p role="alert" className="text-red-600">
        {query.error.message}
      </p>
    );
  if (!query.data) return <p className="text-muted">Not found</p>;
  const { user, points, documentCount, movements } = query.data;
  const self = user.id === myId;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="admin-user-profile">
        <h3 id="admin-user-profile" className="text-sm font-semibold text-slate-700">
          {texts.profile}
        </h3>
        <p className="mt-2 text-lg font-semibold text-ink">{text(user.full_name)}</p>
        <p className="text-sm text-muted">{text(user.email)}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <AdminStatusBadge status={user.status} />
          <span className="capitalize">{user.role}</span>
          <span className="text-muted">· {formatDateTime(user.created_at)}</span>
        </div>
        <p className="mt-2 text-sm">
          {texts.balance(points.points_balance)} · {texts.documents(documentCount)}
        </p>
        <p className="text-sm text-muted">{text(joined(user.university).name)}</p>
        {self ? (
          <p className="mt-4 text-sm text-muted">{texts.self}</p>
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            {user.status === 'active' ? (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onChange({ kind: 'status', value: 'suspended' })}
                >
                  {texts.suspend}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onChange({ kind: 'status', value: 'banned' })}
                >
                  {texts.ban}
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onChange({ kind: 'status', value: 'active' })}
              >
                {texts.reactivate}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onChange({ kind: 'role', value: user.role === 'admin' ? 'user' : 'admin' })}
            >
              {user.role === 'admin' ? texts.makeUser : texts.makeAdmin}
            </Button>
          </div>
        )}
        <AdjustPointsForm
          userId={user.id}
          onDone={async () => {
            await query.refetch();
            await onChanged();
          }}
        />
      </section>
      <section aria-labelledby="admin-user-activity">
        <h3 id="admin-user-activity" className="text-sm font-semibold text-slate-700">
          {texts.activity}
        </h3>
        {movements.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{texts.noActivity}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {movements.map((movement) => (
              <li key={movement.id} className="flex justify-between gap-3 py-1.5">
                <span>
                  <span className="capitalize">{movement.type.replaceAll('_', ' ')}</span>
                  <span className="block text-xs text-muted">
                    {movement.description} · {formatDateTime(movement.created_at)}
                  </span>
                </span>
                <span className={movement.amount < 0 ? 'text-red-600' : 'text-green-700'}>
                  {movement.amount > 0 ? '+' : ''}
                  {formatPoints(movement.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-5 text-sm font-semibold text-slate-700">{adminTexts.audit.title}</h3>
        <AdminAuditTrail targetId={user.id} limit={10} />
      </section>
    </div>
  );
}

const adjustSchema = z.object({
  amount: z.coerce
    .number<string>()
    .int(texts.adjustAmountRule)
    .refine((value) => value !== 0, texts.adjustAmountRule),
  reason: z.string().trim().min(1, adminTexts.reasonRequired).max(2000, adminTexts.reasonTooLong),
});

function AdjustPointsForm({ userId, onDone }: { userId: string; onDone: () => Promise<unknown> }) {
  const form = useForm<z.input<typeof adjustSchema>, unknown, z.output<typeof adjustSchema>>({
    resolver: zodResolver(adjustSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ amount, reason }) => {
    try {
      await adjustPoints(userId, amount, reason);
      toast.success(texts.adjusted);
      form.reset();
      await onDone();
    } catch (error) {
      form.setError('root', { message: (error as Error).message });
    }
  });
  return (
    <form
      className="mt-5 space-y-3 border-t border-slate-200 pt-4"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={texts.adjust}
    >
      <h3 className="text-sm font-semibold text-slate-700">{texts.adjust}</h3>
      <TextField
        label={texts.adjustAmount}
        inputMode="numeric"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField label={adminTexts.reason} error={errors.reason?.message} {...form.register('reason')} />
      {errors.root && (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" size="sm" variant="secondary" disabled={form.formState.isSubmitting}>
        {texts.adjust}
      </Button>
    </form>
  );
}
