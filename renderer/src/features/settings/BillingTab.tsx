import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { loadSupabase } from '../../lib/supabase.loader';
import { ReadOnlyField } from './ReadOnlyField';
import { FormActions } from './FormActions';
import { SelectField } from './SelectField';
import { SettingsCardStatus } from './SettingsCardStatus';
import {
  countriesQuery,
  settingsKeys,
  settingsProfileQuery,
  updateBilling,
  type SettingsProfile,
} from './settings.api';
import { settingsTexts } from './settings.texts';
import { settingsToast } from './settings.toast';

const texts = settingsTexts.billing;

const required = (label: string) => z.string().trim().min(1, texts.required(label)).max(200);
const billingSchema = z.object({
  address_line1: required(texts.line1),
  address_line2: z.string().trim().max(200),
  city: required(texts.city),
  state: z.string().trim().max(100),
  postal_code: required(texts.postalCode).max(20),
  country_id: z.string().min(1, texts.required(texts.country)),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d\s().-]*$/, 'Enter a valid phone number'),
  default_billing_address: z.boolean(),
});
type BillingForm = z.infer<typeof billingSchema>;

const toForm = (p: SettingsProfile): BillingForm => ({
  address_line1: p.address_line1 ?? '',
  address_line2: p.address_line2 ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  postal_code: p.postal_code ?? '',
  country_id: p.country_id ?? '',
  phone: p.phone ?? '',
  default_billing_address: p.default_billing_address,
});

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const TEXT_FIELDS = [
  ['address_line1', texts.line1, 'address-line1', 'sm:col-span-2'],
  ['address_line2', texts.line2, 'address-line2', 'sm:col-span-2'],
  ['city', texts.city, 'address-level2', ''],
  ['state', texts.state, 'address-level1', ''],
  ['postal_code', texts.postalCode, 'postal-code', ''],
] as const;

/** The billing address: read-only with 'Add Address' / 'Edit Address', or the form. */
export function BillingTab({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const profile = useQuery(settingsProfileQuery(userId));
  const countries = useQuery(countriesQuery());
  const [editing, setEditing] = useState(false);
  const form = useForm<BillingForm>({ resolver: zodResolver(billingSchema) });

  useEffect(() => {
    if (profile.error) settingsToast.error(settingsTexts.toasts.loadBillingFailed);
  }, [profile.error]);
  useEffect(() => {
    if (countries.error) settingsToast.error(settingsTexts.toasts.loadCountriesFailed);
  }, [countries.error]);
  useEffect(() => {
    if (profile.data && !editing) form.reset(toForm(profile.data));
  }, [profile.data, editing, form]);

  const save = useMutation({
    mutationFn: async (values: BillingForm) =>
      updateBilling(await loadSupabase(), userId, {
        ...values,
        address_line2: values.address_line2 || null,
        state: values.state || null,
        phone: values.phone || null,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKeys.profile(userId), data);
      setEditing(false);
      settingsToast.success(settingsTexts.toasts.billingUpdated);
    },
    onError: () => settingsToast.error(settingsTexts.toasts.updateBillingFailed),
  });

  if (profile.isPending) return <SettingsCardStatus />;
  if (!profile.data) return <SettingsCardStatus failure={settingsTexts.toasts.loadBillingFailed} />;

  const current = profile.data;
  const hasAddress = !!current.address_line1;
  const country = countries.data?.find((c) => c.id === current.country_id);

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink">{texts.title}</h2>
          <p className="text-sm text-muted">{texts.intro}</p>
        </div>
        {!editing && <Button onClick={() => setEditing(true)}>{hasAddress ? texts.edit : texts.add}</Button>}
      </div>
      {editing ? (
        <form
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-2"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          {TEXT_FIELDS.map(([name, label, autoComplete, span]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <TextField
                  label={label}
                  autoComplete={autoComplete}
                  className={span}
                  error={fieldState.error?.message}
                  {...field}
                />
              )}
            />
          ))}
          <SelectField
            label={texts.country}
            autoComplete="country"
            error={form.formState.errors.country_id?.message}
            {...form.register('country_id')}

            placeholder={texts.chooseCountry}
            options={countries.data}
          />
          <Controller
            control={form.control}
            name="phone"
            render={({ field, fieldState }) => (
              <TextField
                label={texts.phone}
                type="tel"
                autoComplete="tel"
                className="sm:col-span-2"
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              {...form.register('default_billing_address')}
            />
            {texts.defaultAddress}
          </label>
          <FormActions
            saving={save.isPending}
            labels={texts}
            onCancel={() => {
              form.reset(toForm(current));
              setEditing(false);
            }}
          />
        </form>
      ) : hasAddress ? (
        <dl className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="billing-address">
          <ReadOnlyField
            label={texts.line1}
            value={[current.address_line1, current.address_line2].filter(Boolean).join(', ')}
          />
          <ReadOnlyField
            label={texts.city}
            value={[current.city, current.state, current.postal_code].filter(Boolean).join(', ')}
          />
          <ReadOnlyField label={texts.country} value={country?.name ?? ''} />
          {current.phone && <ReadOnlyField label={texts.phone} value={current.phone} />}
          {current.address_updated_at && (
            <p className="text-sm text-muted sm:col-span-2">
              {texts.updatedAt(dateTime.format(new Date(current.address_updated_at)))}
            </p>
          )}
        </dl>
      ) : (
        <p className="mt-6 text-muted">{texts.none}</p>
      )}
    </Card>
  );
}
