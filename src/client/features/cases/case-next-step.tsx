import {
  CASE_CLOSE_REASONS,
  type CaseCloseReason,
  type CaseDetail,
  isActiveCase,
  nextCaseStatus,
} from '@shared/cases';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../components/admin/option-select';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useAssignCase, useCaseAction } from './api';

/** The owner, and the steps the case's state allows (the server applies the same rules). */
export function CaseNextStep({ item }: { item: CaseDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<CaseCloseReason | null>(null);
  const reactions = (done: string) => ({
    onSuccess: () => toast.success(t(done)),
    onError: (error: Error) => toast.error(translateError(error)),
  });
  const act = useCaseAction(item.id, reactions('admin.cases.actions.done'));
  const assign = useAssignCase(item.id, reactions('admin.cases.actions.assigned'));
  const busy = act.isPending || assign.isPending;
  if (!isActiveCase(item.status))
    return (
      <SectionCard title={t('admin.cases.actions.title')}>
        <p className="text-muted-foreground text-sm">
          {t('admin.cases.actions.finished')}
          {item.close_reason ? ` ${t(`admin.cases.closeReason.${item.close_reason}`)}.` : null}
        </p>
      </SectionCard>
    );
  return (
    <SectionCard title={t('admin.cases.actions.title')}>
      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-owner`}>{t('admin.cases.actions.assign')}</Label>
          <OptionSelect
            value={item.owner?.id ?? null}
            onChange={(owner) => assign.mutate(owner)}
            noneLabel={t('admin.cases.noOwner')}
            options={item.candidates.map((c) => ({ value: c.id, label: c.name }))}
            disabled={busy}
            trigger={{ id: `${id}-owner` }}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {nextCaseStatus(item.status, 'contacted') ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => act.mutate({ action: 'contacted' })}
            >
              {t('admin.cases.actions.contacted')}
            </Button>
          ) : null}
          <Button disabled={busy} onClick={() => act.mutate({ action: 'resolve' })}>
            {t('admin.cases.actions.resolve')}
          </Button>
        </div>
        {nextCaseStatus(item.status, 'close') ? (
          <div className="grid gap-2 border-t pt-4">
            <Label htmlFor={`${id}-reason`}>{t('admin.cases.actions.closeReason')}</Label>
            <OptionSelect
              value={reason}
              onChange={setReason}
              placeholder={t('admin.cases.actions.closeReason')}
              options={CASE_CLOSE_REASONS.map((r) => ({
                value: r,
                label: t(`admin.cases.closeReason.${r}`),
              }))}
              disabled={busy}
              trigger={{ id: `${id}-reason` }}
            />
            <div>
              <Button
                variant="outline"
                disabled={busy || !reason}
                onClick={() => reason && act.mutate({ action: 'close', reason })}
              >
                {t('admin.cases.actions.close')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}
