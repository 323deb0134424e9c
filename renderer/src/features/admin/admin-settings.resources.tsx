// The settings page's tables: points packages, bonus tiers and subscription plans (admin policies, audited), and
// the platform values kept in app_settings.
import { formatPoints, formatUsd } from './admin-format';
import type { AdminField } from './admin-form';
import type { AdminResourceConfig } from './components/AdminResourcePage';

const active: AdminField = { name: 'is_active', label: 'Active', kind: 'checkbox' };
const yesNo = (value: unknown) => (value ? 'Yes' : 'No');

export const packagesResource: AdminResourceConfig = {
  title: 'Points packages',
  intro: '',
  singular: 'package',
  urlPrefix: 'pkg_',
  source: {
    key: 'points-packages',
    table: 'points_packages',
    select:
      'id, name, points, price, bonus_points, description, is_popular, is_active, sort_order, created_at',
    searchColumns: ['name'],
  },
  defaultSort: { column: 'sort_order', ascending: true },
  columns: [
    { id: 'name', header: 'Name', sortable: true },
    { id: 'points', header: 'Points', sortable: true, cell: (row) => formatPoints(row.points) },
    { id: 'bonus_points', header: 'Bonus', cell: (row) => formatPoints(row.bonus_points) },
    { id: 'price', header: 'Price', sortable: true, cell: (row) => formatUsd(row.price) },
    { id: 'is_active', header: 'Active', cell: (row) => yesNo(row.is_active) },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100 },
    { name: 'points', label: 'Points', kind: 'integer', required: true },
    { name: 'price', label: 'Price (USD)', kind: 'number', required: true },
    { name: 'bonus_points', label: 'Bonus points', kind: 'integer', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', max: 1000 },
    { name: 'sort_order', label: 'Order', kind: 'integer', required: true },
    { name: 'is_popular', label: 'Marked popular', kind: 'checkbox' },
    active,
  ],
  deletable: true,
};

export const bonusTiersResource: AdminResourceConfig = {
  title: 'Bonus tiers',
  intro: '',
  singular: 'bonus tier',
  urlPrefix: 'tier_',
  source: {
    key: 'points-bonus-tiers',
    table: 'points_bonus_tiers',
    select: 'id, name, min_amount, bonus_points, bonus_percent, is_active, created_at',
    searchColumns: ['name'],
  },
  defaultSort: { column: 'min_amount', ascending: true },
  columns: [
    { id: 'name', header: 'Name', sortable: true },
    { id: 'min_amount', header: 'From', sortable: true, cell: (row) => formatUsd(row.min_amount) },
    {
      id: 'bonus',
      header: 'Bonus',
      cell: (row) =>
        row.bonus_points ? `${formatPoints(row.bonus_points)} points` : `${String(row.bonus_percent)} %`,
    },
    { id: 'is_active', header: 'Active', cell: (row) => yesNo(row.is_active) },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100 },
    { name: 'min_amount', label: 'Applies from (USD)', kind: 'number', required: true },
    { name: 'bonus_points', label: 'Bonus points (or a percent below, not both)', kind: 'integer' },
    { name: 'bonus_percent', label: 'Bonus percent', kind: 'number' },
    active,
  ],
  deletable: true,
};

export const plansResource: AdminResourceConfig = {
  title: 'Subscription plans',
  intro: '',
  singular: 'plan',
  urlPrefix: 'plan_',
  source: {
    key: 'subscription-plans',
    table: 'subscription_plans',
    select:
      'id, name, slug, description, price, interval, bonus_points, is_active, is_popular, sort_order, provider_price_id',
    searchColumns: ['name', 'slug'],
  },
  defaultSort: { column: 'sort_order', ascending: true },
  columns: [
    { id: 'name', header: 'Name', sortable: true },
    {
      id: 'price',
      header: 'Price',
      sortable: true,
      cell: (row) => `${formatUsd(row.price)} / ${String(row.interval)}`,
    },
    { id: 'bonus_points', header: 'Points per period', cell: (row) => formatPoints(row.bonus_points) },
    { id: 'is_active', header: 'Active', cell: (row) => yesNo(row.is_active) },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100 },
    { name: 'slug', label: 'Slug (left empty, made from the name)', kind: 'text', max: 100 },
    { name: 'price', label: 'Price (USD)', kind: 'number', required: true },
    {
      name: 'interval',
      label: 'Billed every',
      kind: 'select',
      required: true,
      options: [
        { value: 'month', label: 'Month' },
        { value: 'year', label: 'Year' },
      ],
    },
    { name: 'bonus_points', label: 'Points credited each period', kind: 'integer', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', max: 2000 },
    { name: 'provider_price_id', label: 'Stripe price id', kind: 'text', max: 200 },
    { name: 'sort_order', label: 'Order', kind: 'integer', required: true },
    { name: 'is_popular', label: 'Marked popular', kind: 'checkbox' },
    active,
  ],
};

/** The platform values an admin may change, with the app_settings key each is stored under. */
export const platformSettings = [
  {
    key: 'points.seller_share_percent',
    label: 'Seller share (% of a sale)',
    kind: 'number',
    min: 0,
    max: 100,
  },
  {
    key: 'points.min_withdrawal',
    label: 'Withdrawal minimum (points)',
    kind: 'integer',
    min: 1,
    max: 1_000_000,
  },
  { key: 'points.per_usd', label: 'Points per US dollar', kind: 'number', min: 1, max: 10_000 },
  {
    key: 'points.usd_per_withdrawn_point',
    label: 'US dollars paid per withdrawn point',
    kind: 'number',
    min: 0,
    max: 10,
  },
  { key: 'payments.card_enabled', label: 'Card payments on', kind: 'boolean' },
  { key: 'payments.paypal_enabled', label: 'PayPal payments on', kind: 'boolean' },
] as const;
