import type { AuditEntry } from '@shared/admin';
import {
  Activity,
  Building2,
  Lock,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  MessageSquareReply,
  Server,
  Settings,
  Shield,
  Stethoscope,
  Tags,
  User,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { useFormatters } from '../../lib/format';
import { actionLabel, describeAudit } from './audit-describe';

/** One icon per action group, taken from the action's prefix ('user.role_changed' → user). */
const ACTION_ICONS: Record<string, LucideIcon> = {
  doctor: Stethoscope,
  user: User,
  feedback: MessageSquare,
  clinic: Building2,
  settings: Settings,
  system: Server,
  security: Shield,
  announcement: Megaphone,
  reply: MessageSquareReply,
  specialty: Tags,
  privacy: Lock,
};

export function actionIcon(action: string): LucideIcon {
  const prefix = action.split('.')[0] ?? '';
  return ACTION_ICONS[prefix] ?? Activity;
}

export const SEVERITIES = ['error', 'warning', 'info'] as const;
type Severity = (typeof SEVERITIES)[number];

/** Severities are error, warning and info; any other value is shown as info. */
export function normalizeSeverity(severity: string): Severity {
  return (SEVERITIES as readonly string[]).includes(severity) ? (severity as Severity) : 'info';
}

const SEVERITY_VARIANT: Record<Severity, BadgeProps['variant']> = {
  error: 'destructive',
  warning: 'warning',
  info: 'info',
};

export function SeverityBadge({ severity }: { severity: string }) {
  const { t } = useTranslation();
  const level = normalizeSeverity(severity);
  return (
    <Badge variant={SEVERITY_VARIANT[level]} data-severity={level}>
      {t(`admin.audit.severity.${level}`)}
    </Badge>
  );
}

/** A readable name for known actions; unknown ones are shown as their code. */
export function useActionLabel() {
  const { t, i18n } = useTranslation();
  return (action: string) => actionLabel(action, t, (key) => i18n.exists(key));
}

/** The entry's sentence in the viewer's language, with names rather than ids. */
export function useAuditDescription() {
  const { t, i18n } = useTranslation();
  const { lng } = useFormatters();
  return (entry: AuditEntry) => describeAudit(entry, t, (key) => i18n.exists(key), lng);
}
