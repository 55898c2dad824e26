import {
  Activity,
  Building2,
  type LucideIcon,
  MessageSquare,
  Server,
  Settings,
  Shield,
  Stethoscope,
  User,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../../../../components/ui/badge';

/** One icon per action group, taken from the action's prefix ('user.role_changed' → user). */
const ACTION_ICONS: Record<string, LucideIcon> = {
  doctor: Stethoscope,
  user: User,
  feedback: MessageSquare,
  clinic: Building2,
  settings: Settings,
  system: Server,
  security: Shield,
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
      {t(`ops.audit.severity.${level}`)}
    </Badge>
  );
}

/** A readable name for known actions; unknown ones are shown as their code. */
export function useActionLabel() {
  const { t, i18n } = useTranslation();
  return (action: string) => {
    const key = `ops.audit.actions.${action.replace('.', '_')}`;
    return i18n.exists(key) ? t(key) : action;
  };
}
