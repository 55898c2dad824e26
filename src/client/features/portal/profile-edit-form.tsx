import {
  type PortalOverview,
  PROFILE_EDIT_FIELDS,
  PROFILE_EDIT_TEXT_FIELDS,
  type ProfileEditField,
} from '@shared/portal';
import '../../i18n/features/portal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { proposeProfileEdit } from './api';

/** The doctor proposes new texts (both languages may be written in each); an admin approves. */
export function ProfileEditForm({ overview }: { overview: PortalOverview }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<ProfileEditField, string>>({
    bio: '',
    bio_en: '',
    education: '',
    education_en: '',
    experience_years: '',
  });
  const propose = useMutation({
    mutationFn: () => {
      const body = Object.fromEntries(
        PROFILE_EDIT_TEXT_FIELDS.filter((f) => values[f].trim() !== '').map((f) => [f, values[f]]),
      );
      const years = values.experience_years.trim();
      return proposeProfileEdit({
        ...body,
        ...(years ? { experience_years: Number(years) } : {}),
      });
    },
    onSuccess: async () => {
      toast.success(t('portal.edit.sent'));
      await queryClient.invalidateQueries({ queryKey: ['portal'] });
    },
    onError: (error) => toast.error(translateError(error)),
  });
  if (overview.pending_edit) {
    return <p className="text-muted-foreground">{t('portal.edit.pending')}</p>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    propose.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-3">
      <p className="text-muted-foreground text-sm">{t('portal.edit.hint')}</p>
      {PROFILE_EDIT_TEXT_FIELDS.map((field) => (
        <div key={field} className="grid gap-1">
          <Label htmlFor={`edit-${field}`}>{t(`portal.edit.fields.${field}`)}</Label>
          <Textarea
            id={`edit-${field}`}
            rows={3}
            maxLength={2000}
            value={values[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
        </div>
      ))}
      <div className="grid gap-1">
        <Label htmlFor="edit-experience_years">{t('portal.edit.fields.experience_years')}</Label>
        <Input
          id="edit-experience_years"
          type="number"
          inputMode="numeric"
          min={0}
          max={80}
          step={1}
          className="w-32"
          value={values.experience_years}
          onChange={(e) => setValues((v) => ({ ...v, experience_years: e.target.value }))}
        />
      </div>
      <div>
        <Button
          type="submit"
          disabled={propose.isPending || PROFILE_EDIT_FIELDS.every((f) => values[f].trim() === '')}
        >
          {t('portal.edit.send')}
        </Button>
      </div>
    </form>
  );
}
