import {
  type AppSettings,
  SETTING_FIELDS,
  SETTING_KEYS,
  settingsUpdateSchema,
} from '@shared/settings';
import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/admin/query-error';
import { serverFieldErrors } from '../../components/admin/server-fields';
import { useValidationMessage } from '../../components/admin/validation-message';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { usePlatformSettings, useSavePlatformSettings } from './api';

type Draft = Record<keyof AppSettings, string>;
const toDraft = (s: AppSettings) =>
  Object.fromEntries(SETTING_KEYS.map((k) => [k, String(s[k])])) as Draft;

/**
 * The review-integrity thresholds shared by every instance. Checked with the same schema as the
 * server before sending; only changed values are sent, and each change is audited.
 */
export function PlatformSettingsForm() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const idPrefix = useId();
  const query = usePlatformSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof AppSettings, string>>>({});
  useEffect(() => {
    if (query.data) setDraft(toDraft(query.data.settings));
  }, [query.data]);

  const save = useSavePlatformSettings({
    onSuccess: () => toast.success(t('admin.settings.platform.saved')),
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
      toast.error(t('admin.settings.platform.errorSaving'), { description: translateError(error) });
    },
  });

  if (query.isError) {
    return <QueryError title={t('admin.settings.platform.errorLoading')} query={query} />;
  }
  if (!query.data || !draft) return <Spinner label={t('common.loading')} />;
  const current = query.data.settings;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(
      SETTING_KEYS.filter((k) => draft[k].trim() !== String(current[k])).map((k) => [
        k,
        draft[k].trim() === '' ? Number.NaN : Number(draft[k]),
      ]),
    );
    if (Object.keys(changed).length === 0) {
      toast.info(t('admin.settings.platform.nothingChanged'));
      return;
    }
    const parsed = settingsUpdateSchema.safeParse(changed);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {SETTING_KEYS.map((key) => {
          const field = SETTING_FIELDS[key];
          return (
            <FormField
              key={key}
              id={`${idPrefix}-${key}`}
              label={t(`admin.settings.platform.fields.${key}.label`)}
              hint={t(`admin.settings.platform.fields.${key}.hint`, {
                min: field.min,
                max: field.max,
                default: field.default,
              })}
              error={message(errors[key])}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  min={field.min}
                  max={field.max}
                  step={field.step}
                  value={draft[key]}
                  onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                />
              )}
            </FormField>
          );
        })}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="text-current" /> : <Save aria-hidden="true" />}
          {t('admin.settings.platform.save')}
        </Button>
      </div>
    </form>
  );
}
