import type { AdminDoctor } from '@shared/admin';
import { DOCTOR_PLACEHOLDER_IMAGE } from '@shared/constants';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
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
import { useSpecialtyName } from '../../../lib/localized';
import { cn } from '../../../lib/utils';
import { DoctorStatusMenu } from './doctor-status';

interface DoctorTableProps {
  doctors: AdminDoctor[];
  onDelete: (doctor: AdminDoctor) => void;
}

/** A table on wider screens; on phones one card per doctor, so nothing hides off to the side. */
export function DoctorTable({ doctors, onDelete }: DoctorTableProps) {
  const isMobile = useIsMobile();
  return isMobile ? (
    <DoctorCards doctors={doctors} onDelete={onDelete} />
  ) : (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <DoctorRows doctors={doctors} onDelete={onDelete} />
    </div>
  );
}

function DoctorRows({ doctors, onDelete }: DoctorTableProps) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  return (
    <Table className="min-w-[56rem]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('admin.doctors.columns.name')}</TableHead>
          <TableHead>{t('admin.doctors.columns.specialty')}</TableHead>
          <TableHead>{t('admin.doctors.columns.clinic')}</TableHead>
          <TableHead>{t('admin.doctors.columns.rating')}</TableHead>
          <TableHead>{t('admin.doctors.columns.status')}</TableHead>
          <TableHead className="text-right">{t('admin.doctors.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {doctors.map((doctor) => (
          <TableRow key={doctor.id}>
            <TableCell>
              <div className="flex items-center gap-3">
                <DoctorPhoto doctor={doctor} />
                <Link
                  to={`/admin/doctors/${doctor.id}`}
                  className="font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {doctor.name}
                </Link>
              </div>
            </TableCell>
            <TableCell>{specialtyOf(doctor.specialty)}</TableCell>
            <TableCell className="max-w-56">{doctor.clinic || '–'}</TableCell>
            <TableCell>
              <DoctorRating doctor={doctor} />
            </TableCell>
            <TableCell>
              <DoctorStatusMenu doctor={doctor} />
            </TableCell>
            <TableCell>
              <DoctorActions doctor={doctor} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DoctorRating({ doctor }: { doctor: AdminDoctor }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (doctor.review_count === 0) {
    return <span className="text-muted-foreground text-sm">{t('admin.doctors.noRatings')}</span>;
  }
  return (
    <div className="flex flex-col gap-0.5">
      <span className="flex items-center gap-1.5">
        <StarRating value={doctor.rating} size="sm" />
        <span className="font-semibold tabular-nums">{format.rating(doctor.rating)}</span>
      </span>
      <span className="text-muted-foreground text-xs">
        {t('admin.dashboard.reviewCount', { count: doctor.review_count })}
      </span>
    </div>
  );
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
    <div className="flex justify-end gap-1">
      {doctor.status === 'verified' ? (
        <Button asChild variant="ghost" size="icon-sm">
          <Link
            to={`/doctors/${doctor.id}`}
            aria-label={t('admin.doctors.viewPublic', { name: doctor.name })}
            title={t('admin.doctors.viewPublicShort')}
          >
            <Eye aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        // Keeps the edit and delete buttons aligned from row to row.
        <span className="size-9" aria-hidden="true" />
      )}
      <Button asChild variant="ghost" size="icon-sm">
        <Link
          to={`/admin/doctors/${doctor.id}`}
          aria-label={t('admin.doctors.edit', { name: doctor.name })}
          title={t('admin.doctors.editShort')}
        >
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className="text-destructive hover:bg-destructive-soft hover:text-destructive"
        aria-label={t('admin.doctors.delete', { name: doctor.name })}
        title={t('admin.doctors.deleteShort')}
        onClick={() => onDelete(doctor)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
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

function DoctorCards({ doctors, onDelete }: DoctorTableProps) {
  const specialtyOf = useSpecialtyName();
  return (
    <ul className="grid gap-3">
      {doctors.map((doctor) => (
        <li key={doctor.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex gap-3">
            <DoctorPhoto doctor={doctor} className="size-12" />
            <div className="min-w-0">
              <Link
                to={`/admin/doctors/${doctor.id}`}
                className="font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {doctor.name}
              </Link>
              <p className="text-muted-foreground text-sm">{specialtyOf(doctor.specialty)}</p>
              <p className="text-muted-foreground text-sm">{doctor.clinic || '–'}</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DoctorRating doctor={doctor} />
            <DoctorStatusMenu doctor={doctor} />
          </div>
          <div className="border-t pt-2">
            <DoctorActions doctor={doctor} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}
