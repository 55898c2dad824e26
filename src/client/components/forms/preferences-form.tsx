import { DEFAULT_PREFERENCES, type Preferences } from '@shared/auth';
import type { Permission } from '@shared/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { translateError } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { fetchPreferences, PREFERENCES_QUERY_KEY, savePreferences } from './api';
import { SubmitButton } from './submit-button';
import '../../i18n/features/profile';

const PREFERENCE_KEYS = Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[];
/** Switches only some accounts have: the case digest is for those who work on cases. */
const ONLY_WITH: Partial<Record<keyof Preferences, Permission>> = { daily_digest: 'manage_cases' };

interface PreferencesFormProps {
  className?: string;
  /** Called after a successful save, e.g. to close a dialog. */
  onSaved?: (preferences: Preferences) => void;
}

/**
 * The four notification switches and a save button, for the signed-in user. Used by the profile's
 * notifications tab and by the admin general-settings screen.
 */
export function PreferencesForm({ className, onSaved }: PreferencesFormProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const { permissions } = useAuth();
  const shown = PREFERENCE_KEYS.filter((key) => {
    const needed = ONLY_WITH[key];
    return !needed || permissions.includes(needed);
  });
  const query = useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => fetchPreferences(signal),
  });
  // All on until loaded; the switches are disabled meanwhile, so a click is not lost.
  const [values, setValues] = useState<Preferences>(DEFAULT_PREFERENCES);
  useEffect(() => {
    if (query.data) setValues(query.data);
  }, [query.data]);
  useEffect(() => {
    if (query.error) console.error('Could not load notification preferences', query.error);
  }, [query.error]);

  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved);
      toast.success(t('profile.preferences.preferencesUpdated'));
      onSaved?.(saved);
    },
    onError: (error) => {
      toast.error(t('profile.preferences.errorSavingPreferences'), {
        description: translateError(error),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only the switches shown are sent: a patient's account keeps no staff-only preference.
    save.mutate(Object.fromEntries(shown.map((key) => [key, values[key] ?? true])) as Preferences);
  };

  return (
    <form onSubmit={submit} className={cn('grid gap-5', className)} aria-busy={query.isPending}>
      {query.isError ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>
            <p>{t('profile.preferences.loadError')}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <ul className="grid divide-y rounded-lg border">
        {shown.map((key) => {
          const id = `${idPrefix}-${key}`;
          return (
            <li key={key} className="flex items-center justify-between gap-4 p-4">
              <div className="grid gap-1">
                <Label htmlFor={id}>{t(`profile.preferences.${key}.label`)}</Label>
                <p id={`${id}-description`} className="text-muted-foreground text-sm">
                  {t(`profile.preferences.${key}.description`)}
                </p>
              </div>
              <Switch
                id={id}
                aria-describedby={`${id}-description`}
                checked={values[key] ?? true}
                disabled={query.isPending || save.isPending}
                onCheckedChange={(checked) => setValues((v) => ({ ...v, [key]: checked }))}
              />
            </li>
          );
        })}
      </ul>
      <SubmitButton
        pending={save.isPending}
        icon={Save}
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={query.isPending}
      >
        {t('profile.preferences.save')}
      </SubmitButton>
    </form>
  );
}
