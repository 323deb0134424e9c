import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { loadSupabase } from '../../lib/supabase.loader';
import { reloadProfile } from '../auth';
import { ProfileAvatar } from './ProfileAvatar';
import { ReadOnlyField } from './ReadOnlyField';
import { FormActions } from './FormActions';
import { SelectField } from './SelectField';
import { SettingsCardStatus } from './SettingsCardStatus';
import {
  coursesQuery,
  settingsKeys,
  settingsProfileQuery,
  universitiesQuery,
  updateProfile,
  type SettingsProfile,
} from './settings.api';
import { settingsTexts } from './settings.texts';
import { settingsToast } from './settings.toast';

const texts = settingsTexts.profile;

const profileSchema = z.object({
  full_name: z.string().trim().min(1, texts.fullNameRequired).max(120),
  university_id: z.string(),
  course_id: z.string(),
});
type ProfileForm = z.infer<typeof profileSchema>;

const toForm = (profile: SettingsProfile): ProfileForm => ({
  full_name: profile.full_name ?? '',
  university_id: profile.university_id ?? '',
  course_id: profile.course_id ?? '',
});

/** Picture, name, read-only e-mail, university then course; read-only until Edit Profile. */
export function ProfileTab({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const profile = useQuery(settingsProfileQuery(userId));
  const universities = useQuery(universitiesQuery());
  const [editing, setEditing] = useState(false);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileSchema),
    defaultValues: { full_name: '', university_id: '', course_id: '' },
  });
  const universityId = useWatch({ control: form.control, name: 'university_id' });
  const courses = useQuery({ ...coursesQuery(universityId), enabled: !!universityId });
  const savedUniversityId = profile.data?.university_id ?? '';
  const savedCourses = useQuery({ ...coursesQuery(savedUniversityId), enabled: !!savedUniversityId });

  useEffect(() => {
    if (profile.error) settingsToast.error(settingsTexts.toasts.loadProfileFailed);
  }, [profile.error]);
  useEffect(() => {
    if (universities.error || courses.error) settingsToast.error(settingsTexts.toasts.loadCatalogFailed);
  }, [universities.error, courses.error]);
  useEffect(() => {
    if (profile.data && !editing) form.reset(toForm(profile.data));
  }, [profile.data, editing, form]);

  const save = useMutation({
    mutationFn: async (values: ProfileForm) =>
      updateProfile(await loadSupabase(), userId, {
        full_name: values.full_name.trim(),
        university_id: values.university_id || null,
        course_id: values.university_id && values.course_id ? values.course_id : null,
      }),
    onSuccess: async (data) => {
      queryClient.setQueryData(settingsKeys.profile(userId), data);
      setEditing(false);
      settingsToast.success(settingsTexts.toasts.profileUpdated);
      await reloadProfile();
    },
    onError: () => settingsToast.error(settingsTexts.toasts.updateProfileFailed),
  });

  if (profile.isPending) return <SettingsCardStatus />;
  if (!profile.data) return <SettingsCardStatus failure={settingsTexts.toasts.loadProfileFailed} />;

  const current = profile.data;
  const universityName = universities.data?.find((u) => u.id === current.university_id)?.name;
  const courseName = savedCourses.data?.find((c) => c.id === current.course_id)?.name;

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">{texts.title}</h2>
      <p className="text-sm text-muted">{texts.intro}</p>
      <ProfileAvatar userId={userId} profile={current} />
      {editing ? (
        <form
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-2"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <Controller
            control={form.control}
            name="full_name"
            render={({ field, fieldState }) => (
              <TextField
                label={texts.fullName}
                autoComplete="name"
                className="sm:col-span-2"
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <TextField
            label={texts.email}
            value={current.email ?? ''}
            readOnly
            aria-readonly="true"
            className="sm:col-span-2"
            aria-describedby="settings-email-hint"
          />
          <p id="settings-email-hint" className="-mt-3 text-sm text-muted sm:col-span-2">
            {texts.emailHint}
          </p>
          <SelectField
            label={texts.university}
            {...form.register('university_id', {
              // Changing the university clears the chosen course (spec 2 section 4).
              onChange: () => form.setValue('course_id', ''),
            })}

            placeholder={texts.chooseUniversity}
            options={universities.data}
          />
          <SelectField
            label={texts.course}
            disabled={!universityId}
            hint={
              !universityId
                ? texts.chooseUniversityFirst
                : courses.data?.length === 0
                  ? texts.noCourses
                  : undefined
            }
            {...form.register('course_id')}

            placeholder={texts.chooseCourse}
            options={courses.data}
          />
          <FormActions
            saving={save.isPending}
            labels={texts}
            onCancel={() => {
              form.reset(toForm(current));
              setEditing(false);
            }}
          />
        </form>
      ) : (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <ReadOnlyField
              label={texts.fullName}
              value={current.full_name || texts.notSet}
              testId="profile-name"
            />
            <ReadOnlyField label={texts.email} value={current.email ?? ''} testId="profile-email" />
            <ReadOnlyField
              label={texts.university}
              value={universityName ?? texts.notSet}
              testId="profile-university"
            />
            <ReadOnlyField label={texts.course} value={courseName ?? texts.notSet} testId="profile-course" />
          </dl>
          <div className="mt-6 flex justify-end">
            <Button onClick={() => setEditing(true)}>{texts.edit}</Button>
          </div>
        </>
      )}
    </Card>
  );
}
