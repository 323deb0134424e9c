-- The sandbox provider's PayPal mode (issue 11): with no PayPal keys set, the platform serves the slice of PayPal's
-- Orders v2 REST API the PayPal adapter uses (OAuth token, create/get/capture order, refund a capture, verify a
-- webhook signature) and a hosted approval page labelled as test mode, so a fresh machine can pay "with PayPal"
-- through the same adapter (@paypal/paypal-server-sdk) and the same functions as with real keys. Its orders live in
-- `private`, which PostgREST does not expose: only the platform's own server code reads and writes them.

create table private.sandbox_paypal_orders (
  id text primary key check (id ~ '^SBX[0-9A-Z]{14}$'),
  status text not null default 'CREATED' check (status in ('CREATED', 'APPROVED', 'COMPLETED', 'VOIDED')),
  amount_value numeric(12, 2) not null check (amount_value > 0 and amount_value <= 1000000),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  description text check (length(description) <= 127),
  custom_id text check (length(custom_id) <= 127),
  invoice_id text check (length(invoice_id) <= 127),
  return_url text check (length(return_url) <= 2048),
  cancel_url text check (length(cancel_url) <= 2048),
  payer_email text check (length(payer_email) <= 320),
  capture_id text unique check (capture_id ~ '^SBXCAP[0-9A-Z]{11}$'),
  capture_status text check (capture_status in ('COMPLETED', 'REFUNDED')),
  refund_id text unique,
  webhook_attempts integer not null default 0,
  webhook_delivered_at timestamptz,
  created_at timestamptz not null default now(),
  approved_at timestamptz,
  captured_at timestamptz,
  refunded_at timestamptz
);
create index sandbox_paypal_orders_created_idx on private.sandbox_paypal_orders (created_at desc);
