import type { CaseStatus } from '@shared/cases';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';

const STATUS_VARIANT = {
  open: 'warning',
  contacted: 'info',
  resolved: 'success',
  closed: 'secondary',
} as const satisfies Record<CaseStatus, string>;

/** The case's state, and "Overdue" beside it when it is past its due time. */
export function CaseBadges({ status, overdue }: { status: CaseStatus; overdue: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant={STATUS_VARIANT[status]}>{t(`admin.cases.status.${status}`)}</Badge>
      {overdue ? <Badge variant="destructive">{t('admin.cases.overdue')}</Badge> : null}
    </span>
  );
}
