import type { Role } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../../components/ui/badge';

/** Spec colours: admin blue (ADMIN), doctor green, staff orange; no role is plain text. */
const VARIANT: Record<Role, BadgeProps['variant']> = {
  admin: 'info',
  doctor: 'success',
  staff: 'warning',
};

export function RoleBadge({ role }: { role: Role | null }) {
  const { t } = useTranslation();
  if (!role) return <span className="text-muted-foreground">{t('profile.roles.none')}</span>;
  return <Badge variant={VARIANT[role] ?? 'outline'}>{t(`profile.roles.${role}`)}</Badge>;
}
