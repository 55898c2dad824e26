import type { MyFeedback, MyFeedbackList } from '@shared/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { translateError } from '../../lib/api-errors';
import { doctorQueryKeys, myFeedbackQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import '../../i18n/features/feedback';
import { setQuoteConsent } from './api';

function useSetQuoteConsent(doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, allowed }: { id: string; allowed: boolean }) => setQuoteConsent(id, allowed),
    onSuccess: ({ quote_consent }, { id }) => {
      queryClient.setQueryData<MyFeedbackList>(myFeedbackQueryKey, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((i) => (i.id === id ? { ...i, quote_consent } : i)),
            }
          : list,
      );
      // The doctor's page reads consent on every request: its quotes change at once.
      void queryClient.invalidateQueries({
        queryKey: [...doctorQueryKeys.detail(doctorId), 'quotes'],
      });
    },
    // A refusal (409) means the review changed meanwhile, e.g. it was withdrawn: show it as it is.
    onError: () => queryClient.invalidateQueries({ queryKey: myFeedbackQueryKey }),
  });
}

/** The author allows, or stops allowing, a sentence of their comment on the doctor's page. */
export function QuoteConsentSwitch({ item }: { item: MyFeedback }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetQuoteConsent(item.doctor.id);
  // Saved at once: while the request runs the switch shows the asked state, then the answer.
  const checked = save.isPending && save.variables ? save.variables.allowed : item.quote_consent;
  const change = (allowed: boolean) => {
    // Not disabled while saving: a disabled control loses the keyboard focus.
    if (save.isPending) return;
    save.mutate(
      { id: item.id, allowed },
      {
        onSuccess: () =>
          toast.success(t(allowed ? 'feedback.mine.quote.allowed' : 'feedback.mine.quote.stopped')),
        onError: (error) =>
          toast.error(t('feedback.mine.quote.error'), { description: translateError(error) }),
      },
    );
  };
  return (
    <div className="flex items-start gap-3">
      <Switch
        id={id}
        checked={checked}
        aria-busy={save.isPending}
        aria-describedby={`${id}-hint`}
        onCheckedChange={change}
        className="mt-0.5"
      />
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id} className="leading-snug">
          {t('feedback.mine.quote.label')}
        </Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {t('feedback.mine.quote.hint')}
        </p>
      </div>
    </div>
  );
}
