import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { loadSupabase } from '../../lib/supabase.loader';
import { reloadProfile, Avatar } from '../auth';
import { settingsKeys, uploadAvatar, type SettingsProfile } from './settings.api';
import { settingsTexts } from './settings.texts';
import { settingsToast } from './settings.toast';

const texts = settingsTexts.profile;

/** The profile picture with its upload (images only) to avatars/{userId}/{timestamp}_{filename}. */
export function ProfileAvatar({ userId, profile }: { userId: string; profile: SettingsProfile }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => uploadAvatar(await loadSupabase(), userId, file),
    onSuccess: async (url) => {
      queryClient.setQueryData(settingsKeys.profile(userId), { ...profile, avatar_url: url });
      settingsToast.success(settingsTexts.toasts.avatarUpdated);
      await reloadProfile();
      await queryClient.invalidateQueries({ queryKey: settingsKeys.profile(userId) });
    },
    onError: () => settingsToast.error(settingsTexts.toasts.avatarFailed),
  });

  return (
    <div className="mt-5 flex items-center gap-4">
      <Avatar
        name={profile.full_name || profile.email || ''}
        url={profile.avatar_url}
        className="size-20 text-2xl"
      />
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-ink hover:bg-slate-50 focus-within:ring-4 focus-within:ring-brand-100"
        >
          <Camera aria-hidden="true" className="size-4" />
          {upload.isPending ? texts.uploadingAvatar : texts.changeAvatar}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={texts.avatar}
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (!file.type.startsWith('image/')) {
                setProblem(texts.imagesOnly);
                settingsToast.error(settingsTexts.toasts.avatarFailed, texts.imagesOnly);
                return;
              }
              setProblem(null);
              upload.mutate(file);
            }}
          />
        </label>
        <p
          className={problem ? 'mt-1.5 text-sm text-red-600' : 'mt-1.5 text-sm text-muted'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? texts.avatarHint}
        </p>
      </div>
    </div>
  );
}
