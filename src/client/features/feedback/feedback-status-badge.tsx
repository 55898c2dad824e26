import type { FeedbackStatus } from '@shared/feedback';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import '../../i18n/features/feedback';

const VARIANT: Record<FeedbackStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
  reported: 'secondary',
  archived: 'outline',
};

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANT[status]}>{t(`feedback.mine.status.${status}`)}</Badge>;
}
