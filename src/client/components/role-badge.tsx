import { ROLES, type Role } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from './ui/badge';

/** Role colours: admin blue reading ADMIN, doctor green, staff orange, anything else outlined. */
const VARIANT: Record<Role, BadgeProps['variant']> = {
  admin: 'info',
  doctor: 'success',
  staff: 'warning',
};

const isKnownRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** A role as the profile and the admin screens show it; no role is plain muted text. */
export function RoleBadge({ role }: { role: string | null }) {
  const { t } = useTranslation();
  if (!role) {
    return <span className="text-muted-foreground text-sm">{t('common.roles.none')}</span>;
  }
  if (!isKnownRole(role)) return <Badge variant="outline">{role}</Badge>;
  return (
    <Badge variant={VARIANT[role]} className={role === 'admin' ? 'tracking-wide' : undefined}>
      {t(`common.roles.${role}`)}
    </Badge>
  );
}
