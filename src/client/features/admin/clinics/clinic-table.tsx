import type { Clinic } from '@shared/admin';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { useIsMobile } from '../../../components/ui/use-is-mobile';
import { useFormatters } from '../../../lib/format';
import { ClinicStatusBadge } from './clinic-status-badge';

interface ClinicTableProps {
  clinics: Clinic[];
  onDelete: (clinic: Clinic) => void;
}

/** A table on wider screens; on phones one card per clinic, so nothing hides off to the side. */
export function ClinicTable({ clinics, onDelete }: ClinicTableProps) {
  const isMobile = useIsMobile();
  return isMobile ? (
    <ClinicCards clinics={clinics} onDelete={onDelete} />
  ) : (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <ClinicRows clinics={clinics} onDelete={onDelete} />
    </div>
  );
}

function ClinicRows({ clinics, onDelete }: ClinicTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Table className="min-w-[52rem]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('admin.clinics.columns.name')}</TableHead>
          <TableHead>{t('admin.clinics.columns.address')}</TableHead>
          <TableHead>{t('admin.clinics.columns.city')}</TableHead>
          <TableHead className="text-right">{t('admin.clinics.columns.doctors')}</TableHead>
          <TableHead>{t('admin.clinics.columns.status')}</TableHead>
          <TableHead className="text-right">{t('admin.clinics.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clinics.map((clinic) => (
          <TableRow key={clinic.id}>
            <TableCell>
              <Link
                to={`/admin/clinics/${clinic.id}`}
                className="font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {clinic.name}
              </Link>
            </TableCell>
            <TableCell className="max-w-72">{clinic.address}</TableCell>
            <TableCell>{clinic.city}</TableCell>
            <TableCell className="text-right tabular-nums">
              {format.number(clinic.doctor_count)}
            </TableCell>
            <TableCell>
              <ClinicStatusBadge active={clinic.is_active} />
            </TableCell>
            <TableCell>
              <ClinicActions clinic={clinic} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ClinicActions({
  clinic,
  onDelete,
}: {
  clinic: Clinic;
  onDelete: (clinic: Clinic) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon-sm">
        <Link
          to={`/admin/clinics/${clinic.id}`}
          aria-label={t('admin.clinics.view', { name: clinic.name })}
          title={t('admin.clinics.viewShort')}
        >
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon-sm">
        <Link
          to={`/admin/clinics/${clinic.id}/edit`}
          aria-label={t('admin.clinics.edit', { name: clinic.name })}
          title={t('admin.clinics.editShort')}
        >
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className="text-destructive hover:bg-destructive-soft hover:text-destructive"
        aria-label={t('admin.clinics.delete', { name: clinic.name })}
        title={t('admin.clinics.deleteShort')}
        onClick={() => onDelete(clinic)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

function ClinicCards({ clinics, onDelete }: ClinicTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul className="grid gap-3">
      {clinics.map((clinic) => (
        <li key={clinic.id} className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <Link
              to={`/admin/clinics/${clinic.id}`}
              className="font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {clinic.name}
            </Link>
            <ClinicStatusBadge active={clinic.is_active} />
          </div>
          <p className="text-muted-foreground text-sm">
            {clinic.address}, {clinic.city}
          </p>
          <div className="flex items-center justify-between gap-2 border-t pt-2">
            <span className="text-sm">
              {t('admin.clinics.doctorCount', {
                count: clinic.doctor_count,
                formatted: format.number(clinic.doctor_count),
              })}
            </span>
            <ClinicActions clinic={clinic} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}
