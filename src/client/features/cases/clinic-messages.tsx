import { CASE_TEXT_MAX, type PatientCaseThread } from '@shared/cases';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { myCaseThreadsQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import '../../i18n/features/cases';
import { fetchMyCaseThreads, sendCaseMessage } from './api';

export const CLINIC_MESSAGES_ID = 'clinic-messages';

/**
 * In the patient's profile: the private conversations a clinic started about their reviews
 * (only possible when they allowed contact). Nothing is shown when there are none.
 */
export function ClinicMessages() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const threads = useQuery({
    queryKey: myCaseThreadsQueryKey,
    queryFn: ({ signal }) => fetchMyCaseThreads(signal),
  });
  const items = threads.data?.items ?? [];
  const targeted = hash === `#${CLINIC_MESSAGES_ID}` && items.length > 0;
  useEffect(() => {
    // Arrived from the notification: start reading here.
    if (targeted) section.current?.scrollIntoView({ block: 'start' });
  }, [targeted]);
  if (items.length === 0) return null;
  return (
    <div ref={section} id={CLINIC_MESSAGES_ID} className="mb-6 scroll-mt-20">
      <SectionCard title={t('cases.patient.title')} description={t('cases.patient.description')}>
        <div className="grid gap-6">
          {items.map((thread) => (
            <Thread key={thread.id} thread={thread} />
          ))}
        </div>
      </SectionCard>
    </div>
  );
}

function Thread({ thread }: { thread: PatientCaseThread }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const id = useId();
  const [body, setBody] = useState('');
  const answer = useMutation({
    mutationFn: () => sendCaseMessage(thread.id, body),
    onSuccess: async () => {
      setBody('');
      toast.success(t('cases.patient.sent'));
      await queryClient.invalidateQueries({ queryKey: myCaseThreadsQueryKey });
    },
    onError: (error) => toast.error(translateError(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() !== '') answer.mutate();
  };
  return (
    <article className="grid gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {t('cases.patient.about', { doctor: thread.doctor_name })}
        {thread.clinic_name ? (
          <span className="font-normal text-muted-foreground"> · {thread.clinic_name}</span>
        ) : null}
      </h3>
      <ol className="grid gap-2">
        {thread.messages.map((m) => (
          <li
            key={m.id}
            className={cn(
              'grid max-w-[90%] gap-1 rounded-lg px-3 py-2 text-sm',
              m.from === 'clinic'
                ? 'justify-self-start bg-muted'
                : 'justify-self-end bg-primary/10',
            )}
          >
            <span className="font-medium text-xs">
              {m.from === 'clinic' ? t('cases.patient.clinic') : t('cases.patient.you')} ·{' '}
              <time dateTime={m.created_at}>{format.dateTime(m.created_at)}</time>
            </span>
            <p className="whitespace-pre-line">{m.body}</p>
          </li>
        ))}
      </ol>
      {thread.open ? (
        <form onSubmit={submit} className="grid gap-2">
          <Label htmlFor={`${id}-answer`}>{t('cases.patient.answer')}</Label>
          <Textarea
            id={`${id}-answer`}
            rows={3}
            maxLength={CASE_TEXT_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          <div>
            <Button type="submit" size="sm" disabled={answer.isPending || body.trim() === ''}>
              {t('cases.patient.send')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-muted-foreground text-sm">{t('cases.patient.closed')}</p>
      )}
    </article>
  );
}
