import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema } from '@shared/auth';
import { LANGUAGES } from '@shared/constants';
import type { MeResponse } from '@shared/me';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formErrorMap, useFormMessage } from '../../components/forms/form-messages';
import { SubmitButton } from '../../components/forms/submit-button';
import { initialsOf } from '../../components/layout/user-avatar';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import '../../i18n/features/auth';
import '../../i18n/features/profile';
import { changeLanguage, currentLanguage, i18n, isLanguage } from '../../i18n';
import { translateError } from '../../lib/api-errors';
import { ME_QUERY_KEY, useAuth } from '../../lib/auth/auth-context';
import { serverFieldErrors } from '../../lib/auth/auth-errors';
import { toast } from '../../lib/toast';
import { saveProfile, uploadAvatar } from './api';
import { AvatarPicker } from './avatar-picker';

const schema = profileUpdateSchema.extend({ language: z.enum(LANGUAGES) });
type Values = z.infer<typeof schema>;
type NameField = 'first_name' | 'last_name';

interface ProfileEditFormProps {
  user: MeResponse;
  onDone: () => void;
}

export function ProfileEditForm({ user, onDone }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { profile } = user;

  const form = useForm<Values>({
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      language: isLanguage(profile.language) ? profile.language : 'vi',
    },
    resolver: zodResolver(schema, { error: formErrorMap }),
  });
  const { register, control, handleSubmit, formState, setError, setFocus, reset } = form;
  const { errors, isSubmitting, isDirty, dirtyFields } = formState;
  // Vietnamese names are written family name first, so the form asks in that order.
  const nameFields: NameField[] =
    currentLanguage() === 'vi' ? ['last_name', 'first_name'] : ['first_name', 'last_name'];

  // Focus the first field when the form opens, not again while typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    setFocus(nameFields[0] ?? 'first_name');
  }, []);

  const fail = (error: unknown) => {
    toast.error(t('profile.errorUpdatingProfile'), { description: translateError(error) });
  };

  const submit = handleSubmit(async (values) => {
    const languageChanged = dirtyFields.language === true;
    if (isDirty) {
      try {
        const me = await saveProfile(values);
        queryClient.setQueryData(ME_QUERY_KEY, me);
        // Saved: if the photo upload below fails, only the photo is left to retry.
        reset(values);
        // The profile language is the one the person reads, so the app follows it.
        if (languageChanged) await changeLanguage(values.language);
      } catch (error) {
        const fields = serverFieldErrors(error).filter(
          (f): f is { path: NameField; message: string } =>
            f.path === 'first_name' || f.path === 'last_name',
        );
        for (const f of fields) setError(f.path, { type: 'server', message: f.message });
        if (fields.length === 0) fail(error);
        return;
      }
    }
    if (file) {
      setProgress(0);
      try {
        await uploadAvatar(file, setProgress);
      } catch (error) {
        // The server keeps the old avatar; the chosen file stays selected so saving retries it.
        console.error('Avatar upload failed', error);
        setProgress(null);
        fail(error);
        return;
      }
      await refresh();
    }
    // i18n.t, not the hook's t: the language may have changed a moment ago.
    toast.success(i18n.t('profile.profileUpdated'));
    onDone();
  });

  const nameLabel = (name: NameField) =>
    name === 'first_name' ? t('auth.fields.firstName') : t('auth.fields.lastName');

  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('profile.edit.title')}</CardTitle>
      </CardHeader>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting} className="contents">
        <CardContent className="grid gap-6">
          <AvatarPicker
            currentSrc={profile.avatar_url}
            initials={initialsOf(user)}
            file={file}
            onFileChange={setFile}
            progress={progress}
            disabled={isSubmitting}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {nameFields.map((name) => (
              <FormField
                key={name}
                id={`profile-${name}`}
                label={nameLabel(name)}
                error={message(errors[name]?.message)}
              >
                {(field) => (
                  <Input
                    {...field}
                    autoComplete={name === 'first_name' ? 'given-name' : 'family-name'}
                    {...register(name)}
                  />
                )}
              </FormField>
            ))}
          </div>
          <FormField
            id="profile-language"
            label={t('profile.edit.language')}
            hint={t('profile.edit.languageHint')}
            className="sm:max-w-xs"
          >
            {(field) => (
              <Controller
                control={control}
                name="language"
                render={({ field: { value, onChange, ref } }) => (
                  <Select value={value} onValueChange={onChange}>
                    <SelectTrigger {...field} ref={ref}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {LANGUAGES.map((lng) => (
                        <SelectItem key={lng} value={lng} lang={lng}>
                          {t(`language.${lng}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        </CardContent>
        <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            disabled={isSubmitting}
            onClick={onDone}
          >
            {t('common.cancel')}
          </Button>
          <SubmitButton
            pending={isSubmitting}
            icon={Save}
            pendingLabel={t('profile.edit.saving')}
            className="w-full sm:w-auto"
            disabled={!isDirty && !file}
          >
            {t('profile.edit.save')}
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
