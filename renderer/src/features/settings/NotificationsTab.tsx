import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { loadSupabase } from '../../lib/supabase.loader';
import { PreferenceSwitch } from './PreferenceSwitch';
import { preferencesQuery, preferenceTypesQuery, setPreference, settingsKeys } from './settings.api';
import { settingsTexts } from './settings.texts';
import { settingsToast } from './settings.toast';

const texts = settingsTexts.notifications;

/** The 8 preferences of spec 2 section 3, one upsert per toggle (optimistic, rolled back on failure). */
export function NotificationsTab({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const types = useQuery(preferenceTypesQuery());
  const preferences = useQuery(preferencesQuery(userId));
  const key = settingsKeys.preferences(userId);

  useEffect(() => {
    if (preferences.error || types.error)
      settingsToast.error(texts.title, (preferences.error ?? types.error)?.message);
  }, [preferences.error, types.error]);

  const toggle = useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) =>
      setPreference(await loadSupabase(), userId, id, enabled),
    onMutate: ({ id, enabled }) => {
      const previous = queryClient.getQueryData<Record<string, boolean>>(key);
      queryClient.setQueryData<Record<string, boolean>>(key, (old) => ({ ...old, [id]: enabled }));
      return { previous };
    },
    onSuccess: () => settingsToast.success(settingsTexts.toasts.notificationsUpdated),
    onError: (_error, _input, context) => {
      queryClient.setQueryData(key, context?.previous);
      settingsToast.error(settingsTexts.toasts.notificationsFailed);
    },
  });

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">{texts.title}</h2>
      <p className="text-sm text-muted">{texts.intro}</p>
      {types.data && preferences.data ? (
        <ul className="mt-4 divide-y divide-slate-100">
          {types.data.map((type) => (
            <li key={type.id}>
              <PreferenceSwitch
                id={type.id}
                name={type.name}
                description={type.description}
                checked={preferences.data[type.id] ?? true}
                onChange={(enabled) => toggle.mutate({ id: type.id, enabled })}
              />
            </li>
          ))}
        </ul>
      ) : preferences.error || types.error ? (
        <p role="alert" className="mt-4 text-red-600">
          {(preferences.error ?? types.error)?.message}
        </p>
      ) : (
        <div className="mt-4 space-y-3" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      )}
    </Card>
  );
}
