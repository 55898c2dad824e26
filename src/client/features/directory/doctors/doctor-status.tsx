import { DOCTOR_STATUSES, type DoctorStatus } from '@shared/constants';
import { BadgeCheck, ChevronDown, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/admin/option-select';
import { badgeVariants } from '../../../components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { translateError } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useSetDoctorStatus } from './api';

/** Distinct colour and icon per status, so it never relies on colour alone. */
const STATUS_STYLE: Record<DoctorStatus, { className: string; icon: LucideIcon }> = {
  pending: { className: 'border-warning/30 bg-warning-soft text-warning', icon: Hourglass },
  verified: { className: 'border-success/30 bg-success-soft text-success', icon: BadgeCheck },
  rejected: {
    className: 'border-destructive/30 bg-destructive-soft text-destructive',
    icon: CircleX,
  },
};

export function isDoctorStatus(value: string): value is DoctorStatus {
  return (DOCTOR_STATUSES as readonly string[]).includes(value);
}

/** The statuses as choices of a select (the list's filter, the form's field). */
export function useDoctorStatusOptions(): SelectOption<DoctorStatus>[] {
  const { t } = useTranslation();
  return DOCTOR_STATUSES.map((status) => ({
    value: status,
    label: t(`admin.doctors.status.${status}`),
  }));
}

/**
 * The doctor's status as a badge that is also its control: a menu to verify, reject or send
 * back to pending. Only verified doctors appear in the public directory.
 */
export function DoctorStatusMenu({
  doctor,
}: {
  doctor: { id: string; name: string; status: DoctorStatus };
}) {
  const { t } = useTranslation();
  const setStatus = useSetDoctorStatus();
  const { className, icon: Icon } = STATUS_STYLE[doctor.status];
  const label = t(`admin.doctors.status.${doctor.status}`);

  const change = (next: string) => {
    if (!isDoctorStatus(next) || next === doctor.status) return;
    setStatus.mutate(
      { id: doctor.id, status: next },
      {
        onSuccess: () =>
          toast.success(
            t('admin.doctors.statusChanged', {
              name: doctor.name,
              status: t(`admin.doctors.status.${next}`),
            }),
          ),
        onError: (error) =>
          toast.error(t('admin.doctors.errorChangingStatus'), {
            description: translateError(error),
          }),
      },
    );
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={setStatus.isPending}
        aria-label={t('admin.doctors.changeStatusFor', { name: doctor.name, status: label })}
        className={cn(
          badgeVariants({ variant: 'outline' }),
          className,
          'h-7 cursor-pointer gap-1.5 px-2.5 text-xs focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:cursor-wait',
        )}
      >
        {setStatus.isPending ? <Spinner className="text-current" /> : <Icon aria-hidden="true" />}
        {label}
        <ChevronDown aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-52">
        <DropdownMenuLabel>{t('admin.doctors.changeStatus')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={doctor.status} onValueChange={change}>
          {DOCTOR_STATUSES.map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {t(`admin.doctors.status.${status}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
