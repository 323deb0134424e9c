import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadSupabase } from '../../../lib/supabase.loader';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast.store';
import {
  platformSettings,
  bonusTiersResource,
  packagesResource,
  plansResource,
} from '../admin-settings.resources';
import { adminTexts } from '../admin.texts';
import { AdminAiProvider } from '../components/AdminAiProvider';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { AdminResourcePage } from '../components/AdminResourcePage';

const SETTINGS_KEY = ['admin', 'app-settings'] as const;
type Values = Record<string, string | boolean>;

async function fetchSettings(): Promise<Values> {
  const client = await loadSupabase();
  const { data, error } = await client
    .from('app_settings')
    .select('key, value')
    .in(
      'key',
      platformSettings.map((s) => s.key),
    );
  if (error) throw new Error(error.message);
  const stored = new Map(data.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    platformSettings.map((setting) => {
      const value = stored.get(setting.key);
      return [
        setting.key,
        setting.kind === 'boolean' ? value !== false : value === undefined ? '' : String(value as number),
      ];
    }),
  );
}

/** /admin/settings: platform values (seller share, withdrawal minimum, payment switches), packages, tiers, plans. */
export function AdminSettingsPage() {
  const query = useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchSettings });
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Settings"
        intro="Platform values, points packages and bonus tiers, and subscription plans."
      />
      <Card className="mt-6 p-5">
        <h2 className="text-lg font-semibold text-ink">Platform</h2>
        {query.error && (
          <p role="alert" className="text-red-600">
            {query.error.message}
          </p>
        )}
        {query.data ? (
          <PlatformForm initial={query.data} />
        ) : (
          !query.error && <div className="mt-3 h-40 animate-pulse rounded-xl bg-slate-100" />
        )}
        <p className="mt-4 text-sm text-muted">
          The payment providers' keys are set in the server's environment; without them the labelled sandbox
          completes checkouts. The AI provider is set below (or by the environment).
        </p>
      </Card>
      <AdminAiProvider />
      <div className="mt-8 space-y-10">
        <AdminResourcePage config={packagesResource} />
        <AdminResourcePage config={bonusTiersResource} />
        <AdminResourcePage config={plansResource} />
      </div>
    </div>
  );
}

function PlatformForm({ initial }: { initial: Values }) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

  async function save() {
    const problems: Record<string, string> = {};
    const rows = platformSettings.map((setting) => {
      const raw = values[setting.key];
      if (setting.kind === 'boolean') return { key: setting.key, value: raw === true };
      const number = Number(raw);
      if (raw === '' || !Number.isFinite(number) || number < setting.min || number > setting.max)
        problems[setting.key] = `Enter a number from ${setting.min} to ${setting.max}`;
      else if (setting.kind === 'integer' && !Number.isInteger(number))
        problems[setting.key] = 'Enter a whole number';
      return { key: setting.key, value: number };
    });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const client = await loadSupabase();
      const { error } = await client
        .from('app_settings')
        .upsert(rows.map((row) => ({ ...row, is_public: true })));
      if (error) throw new Error(error.message);
      toast.success(adminTexts.saved);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    } catch (error) {
      toast.error(adminTexts.actionFailed, { description: (error as Error).message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="mt-3 grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      {platformSettings.map((setting) =>
        setting.kind === 'boolean' ? (
          <label key={setting.key} className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="size-4"
              checked={values[setting.key] === true}
              onChange={(event) => setValues({ ...values, [setting.key]: event.target.checked })}
            />
            {setting.label}
          </label>
        ) : (
          <TextField
            key={setting.key}
            label={setting.label}
            inputMode="decimal"
            value={String(values[setting.key] ?? '')}
            error={errors[setting.key]}
            onChange={(event) => setValues({ ...values, [setting.key]: event.target.value })}
          />
        ),
      )}
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? adminTexts.saving : adminTexts.save}
        </Button>
      </div>
    </form>
  );
}
