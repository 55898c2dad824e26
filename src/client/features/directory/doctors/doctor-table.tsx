import type { AdminDoctor } from '@shared/admin';
import { DOCTOR_PLACEHOLDER_IMAGE } from '@shared/constants';
import { Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Column, ResponsiveTable } from '../../../components/admin/data-table';
import { RatingSummary } from '../../../components/admin/rating-summary';
import {
  DeleteIconButton,
  IconLink,
  RecordLink,
  RowActions,
} from '../../../components/admin/row-actions';
import { useSpecialtyName } from '../../../lib/localized';
import { cn } from '../../../lib/utils';
import { DoctorStatusMenu } from './doctor-status';

interface DoctorTableProps {
  doctors: AdminDoctor[];
  onDelete: (doctor: AdminDoctor) => void;
}

/** The doctors as a table, or as cards on phones. */
export function DoctorTable({ doctors, onDelete }: DoctorTableProps) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  const actions = (doctor: AdminDoctor) => <DoctorActions doctor={doctor} onDelete={onDelete} />;
  const columns: Column<AdminDoctor>[] = [
    {
      key: 'name',
      header: t('admin.doctors.columns.name'),
      cell: (doctor) => (
        <div className="flex items-center gap-3">
          <DoctorPhoto doctor={doctor} />
          {nameLink(doctor)}
        </div>
      ),
    },
    {
      key: 'specialty',
      header: t('admin.doctors.columns.specialty'),
      cell: (doctor) => specialtyOf(doctor.specialty),
    },
    {
      key: 'clinic',
      header: t('admin.doctors.columns.clinic'),
      cell: (doctor) => doctor.clinic || '–',
      cellClassName: 'max-w-56',
    },
    {
      key: 'rating',
      header: t('admin.doctors.columns.rating'),
      cell: (doctor) => <DoctorRating doctor={doctor} />,
    },
    {
      key: 'status',
      header: t('admin.doctors.columns.status'),
      cell: (doctor) => <DoctorStatusMenu doctor={doctor} />,
    },
    {
      key: 'actions',
      header: t('admin.doctors.columns.actions'),
      cell: actions,
      className: 'text-right',
    },
  ];

  return (
    <ResponsiveTable
      rows={doctors}
      rowKey={(doctor) => doctor.id}
      columns={columns}
      className="min-w-[56rem]"
      headerRowClassName="hover:bg-transparent"
      cardClassName="gap-3"
      card={(doctor) => (
        <>
          <div className="flex gap-3">
            <DoctorPhoto doctor={doctor} className="size-12" />
            <div className="min-w-0">
              {nameLink(doctor)}
              <p className="text-muted-foreground text-sm">{specialtyOf(doctor.specialty)}</p>
              <p className="text-muted-foreground text-sm">{doctor.clinic || '–'}</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DoctorRating doctor={doctor} />
            <DoctorStatusMenu doctor={doctor} />
          </div>
          <div className="border-t pt-2">{actions(doctor)}</div>
        </>
      )}
    />
  );
}

function nameLink(doctor: AdminDoctor) {
  return <RecordLink to={`/admin/doctors/${doctor.id}`}>{doctor.name}</RecordLink>;
}

function DoctorRating({ doctor }: { doctor: AdminDoctor }) {
  const { t } = useTranslation();
  if (doctor.review_count === 0) {
    return <span className="text-muted-foreground text-sm">{t('admin.doctors.noRatings')}</span>;
  }
  return <RatingSummary score={doctor.score} reviewCount={doctor.review_count} />;
}

function DoctorActions({
  doctor,
  onDelete,
}: {
  doctor: AdminDoctor;
  onDelete: (doctor: AdminDoctor) => void;
}) {
  const { t } = useTranslation();
  return (
    <RowActions>
      {doctor.status === 'verified' ? (
        <IconLink
          to={`/doctors/${doctor.id}`}
          icon={Eye}
          label={t('admin.doctors.viewPublic', { name: doctor.name })}
          title={t('admin.doctors.viewPublicShort')}
        />
      ) : (
        // Keeps the edit and delete buttons aligned from row to row.
        <span className="size-9" aria-hidden="true" />
      )}
      <IconLink
        to={`/admin/doctors/${doctor.id}`}
        icon={Pencil}
        label={t('admin.doctors.edit', { name: doctor.name })}
        title={t('admin.doctors.editShort')}
      />
      <DeleteIconButton
        label={t('admin.doctors.delete', { name: doctor.name })}
        title={t('admin.doctors.deleteShort')}
        onClick={() => onDelete(doctor)}
      />
    </RowActions>
  );
}

function DoctorPhoto({ doctor, className }: { doctor: AdminDoctor; className?: string }) {
  return (
    <img
      src={doctor.image_url ?? DOCTOR_PLACEHOLDER_IMAGE}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className={cn('size-10 shrink-0 rounded-full border bg-muted object-cover', className)}
    />
  );
}
