import type { MyChange } from '@shared/change-notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { myChangesQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import '../../i18n/features/cases';
import { answerChange, fetchMyChanges } from './api';

export const CHANGES_ID = 'changes';

/** In the profile: changes clinics made after the patient's reviews, each with its question. */
export function ChangeQuestions() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const changes = useQuery({
    queryKey: myChangesQueryKey,
    queryFn: ({ signal }) => fetchMyChanges(signal),
  });
  const items = changes.data?.items ?? [];
  const targeted = hash === `#${CHANGES_ID}` && items.length > 0;
  useEffect(() => {
    if (targeted) section.current?.scrollIntoView({ block: 'start' });
  }, [targeted]);
  if (items.length === 0) return null;
  return (
    <div ref={section} id={CHANGES_ID} className="mb-6 scroll-mt-20">
      <SectionCard title={t('cases.changes.title')} description={t('cases.changes.description')}>
        <ul className="grid gap-4">
          {items.map((change) => (
            <ChangeQuestion key={change.id} change={change} />
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

function ChangeQuestion({ change }: { change: MyChange }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const id = useId();
  const answer = useMutation({
    mutationFn: (fixed: boolean) => answerChange(change.id, fixed),
    onSuccess: (data) => {
      queryClient.setQueryData(myChangesQueryKey, data);
      toast.success(t('cases.changes.saved'));
    },
    onError: (error) => toast.error(translateError(error)),
  });
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <p className="font-semibold text-sm">
        {t('cases.changes.about', { doctor: change.doctor_name })}
      </p>
      <p className="whitespace-pre-line">{change.body}</p>
      <time dateTime={change.created_at} className="text-muted-foreground text-xs">
        {format.date(change.created_at)}
      </time>
      <fieldset className="grid gap-2" aria-describedby={`${id}-q`}>
        <legend id={`${id}-q`} className="font-medium text-sm">
          {t('cases.changes.question')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {([true, false] as const).map((fixed) => {
            const chosen = change.answer === (fixed ? 'fixed' : 'not_fixed');
            return (
              <Button
                key={String(fixed)}
                size="sm"
                variant={chosen ? 'default' : 'outline'}
                aria-pressed={chosen}
                disabled={answer.isPending}
                onClick={() => answer.mutate(fixed)}
              >
                {t(fixed ? 'cases.changes.yes' : 'cases.changes.no')}
              </Button>
            );
          })}
        </div>
      </fieldset>
    </li>
  );
}
