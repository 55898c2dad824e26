import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

export function ClinicStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={active ? 'success' : 'outline'}
      className={active ? undefined : 'text-muted-foreground'}
    >
      {active ? t('admin.clinics.active') : t('admin.clinics.inactive')}
    </Badge>
  );
}
