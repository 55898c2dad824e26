import type { Clinic } from '@shared/admin';
import { WEEKDAYS } from '@shared/constants';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { useFormatters } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminClinic } from './api';
import { BackToClinics, ClinicLoadError } from './clinic-load-state';
import { ClinicQrCard } from './clinic-qr-card';
import { ClinicStatusBadge } from './clinic-status-badge';

export function ClinicDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const clinic = useAdminClinic(id);
  useDocumentTitle(clinic.data?.name ?? t('admin.clinics.detail.title'));

  return (
    <AdminPage className="max-w-5xl">
      <BackToClinics />
      {clinic.isPending ? (
        <PageLoading />
      ) : clinic.isError ? (
        <>
          <PageHeader title={t('admin.clinics.detail.title')} />
          <ClinicLoadError query={clinic} />
        </>
      ) : (
        <ClinicDetail clinic={clinic.data} />
      )}
    </AdminPage>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-medium text-muted-foreground text-sm">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function ClinicDetail({ clinic }: { clinic: Clinic }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notProvided = (
    <span className="text-muted-foreground italic">{t('admin.clinics.detail.notProvided')}</span>
  );

  return (
    <>
      <PageHeader
        title={clinic.name}
        description={<ClinicStatusBadge active={clinic.is_active} />}
        actions={
          <Button asChild>
            <Link to={`/admin/clinics/${clinic.id}/edit`}>
              <Pencil aria-hidden="true" />
              {t('admin.clinics.detail.edit')}
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title={t('admin.clinics.detail.basicTitle')}>
          <dl className="grid gap-4">
            <Row label={t('admin.clinics.fields.name')}>{clinic.name}</Row>
            <Row label={t('admin.clinics.fields.address')}>{clinic.address}</Row>
            <Row label={t('admin.clinics.fields.city')}>{clinic.city}</Row>
            {clinic.description ? (
              <Row label={t('admin.clinics.fields.description')}>
                <p className="whitespace-pre-line" lang="vi">
                  {clinic.description}
                </p>
              </Row>
            ) : null}
            {clinic.description_en ? (
              <Row label={t('admin.clinics.fields.descriptionEn')}>
                <p className="whitespace-pre-line" lang="en">
                  {clinic.description_en}
                </p>
              </Row>
            ) : null}
            <Row label={t('admin.clinics.detail.status')}>
              <ClinicStatusBadge active={clinic.is_active} />
            </Row>
            <Row label={t('admin.clinics.detail.doctors')}>
              {format.number(clinic.doctor_count)}
            </Row>
          </dl>
        </SectionCard>
        <SectionCard title={t('admin.clinics.detail.contactTitle')}>
          <dl className="grid gap-4">
            <Row label={t('admin.clinics.fields.phone')}>
              {clinic.phone ? (
                <a
                  href={`tel:${clinic.phone.replace(/[^\d+]/g, '')}`}
                  className="text-primary hover:underline"
                >
                  {clinic.phone}
                </a>
              ) : (
                notProvided
              )}
            </Row>
            <Row label={t('admin.clinics.fields.email')}>
              {clinic.email ? (
                <a href={`mailto:${clinic.email}`} className="text-primary hover:underline">
                  {clinic.email}
                </a>
              ) : (
                notProvided
              )}
            </Row>
          </dl>
        </SectionCard>
        <SectionCard title={t('admin.clinics.form.hoursTitle')}>
          <dl className="grid gap-2">
            {WEEKDAYS.map((day) => {
              const hours = clinic.operating_hours[day];
              const open = hours?.isOpen && hours.open && hours.close;
              return (
                <div key={day} className="flex justify-between gap-4 border-b pb-2 last:border-0">
                  <dt className="font-medium">{t(`admin.clinics.weekdays.${day}`)}</dt>
                  <dd className={open ? 'tabular-nums' : 'text-muted-foreground'}>
                    {open
                      ? format.timeRange(hours.open ?? '', hours.close ?? '')
                      : t('admin.clinics.hours.closed')}
                  </dd>
                </div>
              );
            })}
          </dl>
        </SectionCard>
        {clinic.image_url ? (
          <SectionCard title={t('admin.clinics.form.image')}>
            <img
              src={clinic.image_url}
              alt={t('admin.clinics.detail.imageAlt', { name: clinic.name })}
              className="aspect-video w-full rounded-lg border object-cover"
            />
          </SectionCard>
        ) : null}
        <ClinicQrCard clinicId={clinic.id} />
      </div>
    </>
  );
}
