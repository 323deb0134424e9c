// Money and mail tables of the back office: document orders, the points ledger, points orders (refund through
// refund_points_payment), the e-mail log; and the reports queue (take down or dismiss with a note).
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { refundPointsOrder, resendEmail, resolveReport, type AdminRow } from './admin.api';
import { formatDateTime, formatPoints, formatUsd, joined, text } from './admin-format';
import { AdminPersonCell } from './components/AdminPersonCell';
import { AdminReasonDialog } from './components/AdminReasonDialog';
import type { AdminResourceConfig } from './components/AdminResourcePage';
import { AdminStatusBadge } from './components/AdminStatusBadge';

const options = (...values: string[]) =>
  values.map((value) => ({ value, label: value.replaceAll('_', ' ') }));
const when = (column: string, header: string) => ({
  id: column,
  header,
  sortable: true,
  cell: (row: AdminRow) => <span className="whitespace-nowrap">{formatDateTime(row[column])}</span>,
});
const status = (column: string, header = 'Status') => ({
  id: column,
  header,
  sortable: true,
  cell: (row: AdminRow) => <AdminStatusBadge status={row[column]} />,
});
const person = { id: 'user', header: 'User', cell: (row: AdminRow) => <AdminPersonCell person={row.user} /> };

/** Key/value details of one row for the detail dialog. */
function Details({ row, omit = [] }: { row: AdminRow; omit?: string[] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {Object.entries(row)
        .filter(([key]) => !omit.includes(key))
        .map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{key.replaceAll('_', ' ')}</dt>
            <dd className="font-mono text-xs break-all">{text(value)}</dd>
          </div>
        ))}
    </dl>
  );
}

export const ordersResource: AdminResourceConfig = {
  title: 'Orders',
  intro: 'Document orders paid by card or points.',
  singular: 'order',
  source: {
    key: 'orders',
    table: 'orders',
    select: `id, status, payment_status, amount, currency, payment_method, provider, payment_intent_id, metadata,
      created_at, completed_at, user_id, document_id, user:users(full_name, email), document:documents(title, slug)`,
    idColumns: ['id', 'user_id', 'document_id'],
    searchColumns: ['payment_intent_id'],
    filters: [
      { param: 'status', label: 'Status', options: options('pending', 'completed', 'cancelled', 'refunded') },
      {
        param: 'payment',
        column: 'payment_status',
        label: 'Payment',
        options: options('pending', 'processing', 'succeeded', 'failed', 'refunded', 'cancelled'),
      },
    ],
  },
  defaultSort: { column: 'created_at', ascending: false },
  searchLabel: 'Search by order, user or document id, or payment id',
  columns: [
    { id: 'document', header: 'Document', cell: (row) => text(joined(row.document).title) },
    person,
    { id: 'amount', header: 'Amount', sortable: true, cell: (row) => formatUsd(row.amount) },
    status('status'),
    status('payment_status', 'Payment'),
    when('created_at', 'Created'),
  ],
  csv: [
    { header: 'id', value: 'id' },
    { header: 'document', value: 'document.title' },
    { header: 'user', value: 'user.email' },
    { header: 'amount', value: 'amount' },
    { header: 'status', value: 'status' },
    { header: 'payment_status', value: 'payment_status' },
    { header: 'created_at', value: 'created_at' },
  ],
  detail: (row) => <Details row={row} />,
};

const TRANSACTION_TYPES = options(
  'purchase',
  'bonus',
  'earned',
  'subscription',
  'refund',
  'spent',
  'document_chat',
  'withdrawal',
  'adjustment',
);

export const pointsTransactionsResource: AdminResourceConfig = {
  title: 'Points transactions',
  intro: 'The points ledger: every credit and debit, append-only.',
  singular: 'transaction',
  source: {
    key: 'points-transactions',
    table: 'points_transactions',
    select:
      'id, type, amount, balance_after, description, metadata, created_at, user_id, user:users(full_name, email)',
    idColumns: ['id', 'user_id'],
    searchColumns: ['description'],
    filters: [
      { param: 'type', label: 'Type', options: TRANSACTION_TYPES },
      {
        param: 'direction',
        column: 'amount',
        apply: 'gt-zero',
        label: 'Direction',
        options: [
          { value: 'yes', label: 'Credits' },
          { value: 'no', label: 'Debits' },
        ],
      },
    ],
  },
  defaultSort: { column: 'created_at', ascending: false },
  searchLabel: 'Search description, or a user or transaction id',
  columns: [
    person,
    {
      id: 'type',
      header: 'Type',
      sortable: true,
      cell: (row) => <span className="capitalize">{text(row.type).replaceAll('_', ' ')}</span>,
    },
    {
      id: 'amount',
      header: 'Points',
      sortable: true,
      cell: (row) => (
        <span className={Number(row.amount) < 0 ? 'text-red-600' : 'text-green-700'}>
          {Number(row.amount) > 0 ? '+' : ''}
          {formatPoints(row.amount)}
        </span>
      ),
    },
    { id: 'balance_after', header: 'Balance after', cell: (row) => formatPoints(row.balance_after) },
    { id: 'description', header: 'Description' },
    when('created_at', 'When'),
  ],
  csv: [
    { header: 'id', value: 'id' },
    { header: 'user', value: 'user.email' },
    { header: 'type', value: 'type' },
    { header: 'amount', value: 'amount' },
    { header: 'balance_after', value: 'balance_after' },
    { header: 'description', value: 'description' },
    { header: 'created_at', value: 'created_at' },
  ],
  detail: (row) => <Details row={row} />,
};

function RefundButton({ row, refresh }: { row: AdminRow; refresh: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  if (row.order_status !== 'completed' || !row.provider_payment_id) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Refund
      </Button>
      <AdminReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Refund this points order"
        description={`The ${formatPoints(Number(row.points_amount) + Number(row.bonus_points))} points credited are taken back (as many as the wallet still holds); the buyer is told.`}
        confirmLabel="Refund"
        danger
        onConfirm={async (reason) => {
          const answer = await refundPointsOrder(row.id, reason);
          toast.success('Order refunded', {
            description: `${formatPoints(answer.points_reversed)} points reversed`,
          });
          await refresh();
        }}
      />
    </>
  );
}

export const pointsOrdersResource: AdminResourceConfig = {
  title: 'Points orders',
  intro: 'Points bought by card, PayPal or the sandbox; a completed order can be refunded once.',
  singular: 'points order',
  source: {
    key: 'points-orders',
    table: 'points_orders',
    select: `id, amount, currency, points_amount, bonus_points, provider, provider_payment_id, payment_method,
      payment_status, order_status, refunded_points, refund_shortfall_points, refunded_at, failure_reason, created_at,
      completed_at, user_id, user:users(full_name, email), package:points_packages(name)`,
    idColumns: ['id', 'user_id'],
    searchColumns: ['provider_payment_id'],
    filters: [
      {
        param: 'status',
        column: 'order_status',
        label: 'Status',
        options: options('pending', 'completed', 'failed', 'cancelled', 'refunded', 'expired'),
      },
      { param: 'provider', label: 'Provider', options: options('stripe', 'paypal', 'sandbox') },
    ],
  },
  defaultSort: { column: 'created_at', ascending: false },
  searchLabel: 'Search payment id, or a user or order id',
  columns: [
    person,
    { id: 'package', header: 'Package', cell: (row) => text(joined(row.package).name) },
    { id: 'amount', header: 'Amount', sortable: true, cell: (row) => formatUsd(row.amount) },
    {
      id: 'points_amount',
      header: 'Points',
      sortable: true,
      cell: (row) => `${formatPoints(row.points_amount)} + ${formatPoints(row.bonus_points)}`,
    },
    { id: 'provider', header: 'Provider', sortable: true },
    status('order_status'),
    when('created_at', 'Created'),
  ],
  csv: [
    { header: 'id', value: 'id' },
    { header: 'user', value: 'user.email' },
    { header: 'amount', value: 'amount' },
    { header: 'points', value: 'points_amount' },
    { header: 'bonus', value: 'bonus_points' },
    { header: 'provider', value: 'provider' },
    { header: 'payment_id', value: 'provider_payment_id' },
    { header: 'status', value: 'order_status' },
    { header: 'created_at', value: 'created_at' },
  ],
  rowActions: (row, refresh) => <RefundButton row={row} refresh={refresh} />,
  detail: (row) => <Details row={row} />,
};

function ResendButton({ row, refresh }: { row: AdminRow; refresh: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  // Only notification mails: sign-in and account mails carry single-use links the log does not keep.
  if (!String(row.template ?? '').startsWith('notification:')) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Resend
      </Button>
      <AdminReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Resend this e-mail"
        description={`"${text(row.subject)}" is rendered again and sent to the user's current address.`}
        confirmLabel="Resend"
        onConfirm={async (reason) => {
          await resendEmail(row.id, reason);
          toast.success('E-mail queued', { description: 'It appears in the log once sent.' });
          await refresh();
        }}
      />
    </>
  );
}

export const emailsResource: AdminResourceConfig = {
  title: 'Emails',
  intro: 'Every e-mail the platform sent or queued, with the outbox of mails not sent by SMTP.',
  singular: 'e-mail',
  source: {
    key: 'emails',
    table: 'email_log',
    select:
      'id, to_email, template, subject, status, transport, provider_message_id, error, metadata, created_at, sent_at, user_id',
    idColumns: ['id', 'user_id'],
    searchColumns: ['to_email', 'subject', 'template'],
    filters: [{ param: 'status', label: 'Status', options: options('queued', 'sent', 'failed', 'outbox') }],
  },
  defaultSort: { column: 'created_at', ascending: false },
  searchLabel: 'Search recipient, subject or template',
  columns: [
    { id: 'to_email', header: 'To', sortable: true },
    { id: 'subject', header: 'Subject' },
    { id: 'template', header: 'Template', sortable: true },
    status('status'),
    when('created_at', 'Created'),
  ],
  csv: [
    { header: 'id', value: 'id' },
    { header: 'to', value: 'to_email' },
    { header: 'subject', value: 'subject' },
    { header: 'template', value: 'template' },
    { header: 'status', value: 'status' },
    { header: 'created_at', value: 'created_at' },
  ],
  rowActions: (row, refresh) => <ResendButton row={row} refresh={refresh} />,
  detail: (row) => <Details row={row} />,
};

function ReportActions({
  row,
  kind,
  refresh,
}: {
  row: AdminRow;
  kind: 'content' | 'legal';
  refresh: () => Promise<unknown>;
}) {
  const [decision, setDecision] = useState<'take_down' | 'dismiss' | null>(null);
  const open =
    kind === 'content'
      ? ['open', 'reviewing'].includes(String(row.status))
      : ['received', 'reviewing'].includes(String(row.status));
  if (!open) return null;
  const hasDocument = kind === 'legal' ? Boolean(row.document_id) : row.target_type === 'document';
  return (
    <>
      {hasDocument && (
        <Button size="sm" variant="outline" className="text-red-600" onClick={() => setDecision('take_down')}>
          Take down
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => setDecision('dismiss')}>
        Dismiss
      </Button>
      <AdminReasonDialog
        open={decision !== null}
        onOpenChange={(next) => !next && setDecision(null)}
        title={decision === 'take_down' ? 'Take the document down' : 'Dismiss this report'}
        description={
          decision === 'take_down'
            ? 'The document leaves the marketplace and its seller is told why.'
            : undefined
        }
        reasonLabel="Note"
        danger={decision === 'take_down'}
        confirmLabel={decision === 'take_down' ? 'Take down' : 'Dismiss'}
        onConfirm={async (note) => {
          await resolveReport(kind, row.id, decision!, note);
          toast.success(decision === 'take_down' ? 'Document taken down' : 'Report dismissed');
          setDecision(null);
          await refresh();
        }}
      />
    </>
  );
}

export const contentReportsResource: AdminResourceConfig = {
  title: 'Reports',
  intro:
    'Reports from document pages and other content. Legal notices (takedown, complaints) are under their own tab.',
  singular: 'report',
  source: {
    key: 'content-reports',
    table: 'content_reports',
    select:
      'id, target_type, target_id, reason, details, status, resolution_note, resolved_at, created_at, reporter:users!content_reports_reporter_id_fkey(full_name, email)',
    idColumns: ['id', 'target_id'],
    searchColumns: ['details'],
    filters: [
      { param: 'status', label: 'Status', options: options('open', 'reviewing', 'resolved', 'dismissed') },
      {
        param: 'reason',
        label: 'Reason',
        options: options('copyright', 'inappropriate', 'spam', 'inaccurate', 'plagiarism', 'other'),
      },
    ],
  },
  defaultSort: { column: 'created_at', ascending: false },
  searchLabel: 'Search details, or a report or target id',
  columns: [
    {
      id: 'target_type',
      header: 'What',
      cell: (row) => `${text(row.target_type)} ${String(row.target_id).slice(0, 8)}`,
    },
    { id: 'reason', header: 'Reason', sortable: true },
    {
      id: 'details',
      header: 'Details',
      cell: (row) => <span className="block max-w-64 text-xs">{text(row.details)}</span>,
    },
    { id: 'reporter', header: 'Reporter', cell: (row) => <AdminPersonCell person={row.reporter} /> },
    status('status'),
    when('created_at', 'Reported'),
  ],
  rowActions: (row, refresh) => <ReportActions row={row} kind="content" refresh={refresh} />,
  detail: (row) => <Details row={row} />,
};

export const legalNoticesResource: AdminResourceConfig = {
  title: 'Reports',
  intro: 'Notices from the legal forms: notice and takedown, and complaints.',
  singular: 'notice',
  source: {
    key: 'legal-notices',
    table: 'legal_notices',
    select:
      'id, notice_type, name, email, organization, document_id, content_url, original_work_url, description, status, admin_note, handled_at, created_at, document:documents(title)',
    idColumns: ['id', 'document_id'],
    searchColumns: ['name', 'email', 'description'],
    filters: [
      { param: 'type', column: 'notice_type', label: 'Type', options: options('takedown', 'complaint') },
      { param: 'status', label: 'Status', options: options('received', 'reviewing', 'actioned', 'rejected') },
    ],
  },
  defaultSort: { column: 'created_at', ascending: false },
  searchLabel: 'Search sender or text',
  columns: [
    { id: 'notice_type', header: 'Type', sortable: true },
    {
      id: 'name',
      header: 'From',
      cell: (row) => <AdminPersonCell person={{ full_name: row.name, email: row.email }} />,
    },
    { id: 'document', header: 'Document', cell: (row) => text(joined(row.document).title) },
    {
      id: 'description',
      header: 'Notice',
      cell: (row) => <span className="block max-w-64 text-xs">{text(row.description).slice(0, 200)}</span>,
    },
    status('status'),
    when('created_at', 'Received'),
  ],
  rowActions: (row, refresh) => <ReportActions row={row} kind="legal" refresh={refresh} />,
  detail: (row) => <Details row={row} omit={['document']} />,
};
