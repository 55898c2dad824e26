import type { CaseEntry } from '@shared/cases';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { useFormatters } from '../../lib/format';

/** What happened to the case, oldest first: states, owners, notes and messages. */
export function CaseHistory({ entries }: { entries: CaseEntry[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const label = (e: CaseEntry) => {
    if (e.kind === 'status')
      return e.from_status && e.to_status
        ? t('admin.cases.entry.status', {
            from: t(`admin.cases.status.${e.from_status}`),
            to: t(`admin.cases.status.${e.to_status}`),
          })
        : t('admin.cases.entry.opened');
    if (e.kind === 'owner')
      return t('admin.cases.entry.owner', { name: e.body ?? t('admin.cases.noOwner') });
    return t(`admin.cases.entry.${e.kind}`);
  };
  return (
    <SectionCard title={t('admin.cases.history')}>
      <ol className="grid gap-3 text-sm">
        {entries.map((e) => (
          <li key={e.id} className="grid gap-0.5 border-s-2 ps-3">
            <span className="font-medium">{label(e)}</span>
            <span className="text-muted-foreground text-xs">
              {e.author ??
                (e.kind === 'from_patient'
                  ? t('admin.cases.patient')
                  : t('admin.cases.entry.system'))}{' '}
              · <time dateTime={e.created_at}>{format.dateTime(e.created_at)}</time>
            </span>
            {e.body &&
            (e.kind === 'note' || e.kind === 'to_patient' || e.kind === 'from_patient') ? (
              <p className="whitespace-pre-line">{e.body}</p>
            ) : null}
            {e.kind === 'status' && e.to_status === 'closed' && e.body ? (
              <p>{t(`admin.cases.closeReason.${e.body}`)}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
