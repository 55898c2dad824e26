import type { Specialty } from '@shared/specialties';
import { Save, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../components/admin/server-fields';
import { useValidationMessage } from '../../../components/admin/validation-message';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { translateError } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useSaveSpecialty } from './api';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Adds a specialty, or renames one (its slug stays: links to filtered lists keep working). */
export function SpecialtyForm({
  specialty,
  onDone,
}: {
  specialty: Specialty | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const save = useSaveSpecialty();
  const [values, setValues] = useState({
    slug: specialty?.slug ?? '',
    name_vi: specialty?.name_vi ?? '',
    name_en: specialty?.name_en ?? '',
    synonyms_vi: specialty?.synonyms_vi.join(', ') ?? '',
    synonyms_en: specialty?.synonyms_en.join(', ') ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save
      .mutateAsync({
        id: specialty?.id ?? null,
        values: {
          ...values,
          synonyms_vi: list(values.synonyms_vi),
          synonyms_en: list(values.synonyms_en),
        },
      })
      .then(() => {
        toast.success(t(specialty ? 'admin.specialties.updated' : 'admin.specialties.added'));
        onDone();
      })
      .catch((error: unknown) => {
        setErrors(Object.fromEntries(serverFieldErrors(error).map((f) => [f.path, f.message])));
        toast.error(t('admin.specialties.saveFailed'), { description: translateError(error) });
      });
  };

  const prefix = specialty ? `specialty-${specialty.id}` : 'specialty-new';
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {!specialty && (
            <FormField
              id={`${prefix}-slug`}
              label={t('admin.specialties.slug')}
              hint={t('admin.specialties.slugHint')}
              error={message(errors.slug)}
            >
              {(control) => <Input {...control} {...field('slug')} maxLength={80} />}
            </FormField>
          )}
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <FormField
              id={`${prefix}-name-vi`}
              label={t('admin.specialties.nameVi')}
              error={message(errors.name_vi)}
            >
              {(control) => <Input {...control} {...field('name_vi')} lang="vi" maxLength={100} />}
            </FormField>
            <FormField
              id={`${prefix}-name-en`}
              label={t('admin.specialties.nameEn')}
              error={message(errors.name_en)}
            >
              {(control) => <Input {...control} {...field('name_en')} lang="en" maxLength={100} />}
            </FormField>
            <FormField
              id={`${prefix}-syn-vi`}
              label={t('admin.specialties.synonymsVi')}
              hint={t('admin.specialties.synonymsHint')}
            >
              {(control) => <Input {...control} {...field('synonyms_vi')} lang="vi" />}
            </FormField>
            <FormField
              id={`${prefix}-syn-en`}
              label={t('admin.specialties.synonymsEn')}
              hint={t('admin.specialties.synonymsHint')}
            >
              {(control) => <Input {...control} {...field('synonyms_en')} lang="en" />}
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden="true" />
            {t('admin.specialties.save')}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            <X aria-hidden="true" />
            {t('admin.specialties.cancel')}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
