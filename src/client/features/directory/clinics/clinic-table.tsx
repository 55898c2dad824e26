import type { Clinic } from '@shared/admin';
import { Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Column, ResponsiveTable } from '../../../components/admin/data-table';
import {
  DeleteIconButton,
  IconLink,
  RecordLink,
  RowActions,
} from '../../../components/admin/row-actions';
import { useFormatters } from '../../../lib/format';
import { ClinicStatusBadge } from './clinic-status-badge';

interface ClinicTableProps {
  clinics: Clinic[];
  onDelete: (clinic: Clinic) => void;
}

/** The clinics as a table, or as cards on phones. */
export function ClinicTable({ clinics, onDelete }: ClinicTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const actions = (clinic: Clinic) => <ClinicActions clinic={clinic} onDelete={onDelete} />;
  const columns: Column<Clinic>[] = [
    { key: 'name', header: t('admin.clinics.columns.name'), cell: nameLink },
    {
      key: 'address',
      header: t('admin.clinics.columns.address'),
      cell: (clinic) => clinic.address,
      cellClassName: 'max-w-72',
    },
    { key: 'city', header: t('admin.clinics.columns.city'), cell: (clinic) => clinic.city },
    {
      key: 'doctors',
      header: t('admin.clinics.columns.doctors'),
      cell: (clinic) => format.number(clinic.doctor_count),
      className: 'text-right',
      cellClassName: 'tabular-nums',
    },
    {
      key: 'status',
      header: t('admin.clinics.columns.status'),
      cell: (clinic) => <ClinicStatusBadge active={clinic.is_active} />,
    },
    {
      key: 'actions',
      header: t('admin.clinics.columns.actions'),
      cell: actions,
      className: 'text-right',
    },
  ];

  return (
    <ResponsiveTable
      rows={clinics}
      rowKey={(clinic) => clinic.id}
      columns={columns}
      className="min-w-[52rem]"
      headerRowClassName="hover:bg-transparent"
      cardClassName="gap-2"
      card={(clinic) => (
        <>
          <div className="flex items-start justify-between gap-2">
            {nameLink(clinic)}
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
            {actions(clinic)}
          </div>
        </>
      )}
    />
  );
}

function nameLink(clinic: Clinic) {
  return <RecordLink to={`/admin/clinics/${clinic.id}`}>{clinic.name}</RecordLink>;
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
    <RowActions>
      <IconLink
        to={`/admin/clinics/${clinic.id}`}
        icon={Eye}
        label={t('admin.clinics.view', { name: clinic.name })}
        title={t('admin.clinics.viewShort')}
      />
      <IconLink
        to={`/admin/clinics/${clinic.id}/edit`}
        icon={Pencil}
        label={t('admin.clinics.edit', { name: clinic.name })}
        title={t('admin.clinics.editShort')}
      />
      <DeleteIconButton
        label={t('admin.clinics.delete', { name: clinic.name })}
        title={t('admin.clinics.deleteShort')}
        onClick={() => onDelete(clinic)}
      />
    </RowActions>
  );
}
