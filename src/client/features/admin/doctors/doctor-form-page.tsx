import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPage, PageHeader } from '../common/page-header';
import { QueryError } from '../common/query-error';
import { DoctorAccountPanel } from '../roles/doctor-account-panel';
import { useAdminDoctor } from './api';
import { DoctorForm } from './doctor-form';

/** /admin/doctors/new adds a doctor; /admin/doctors/:id edits one. */
export function DoctorFormPage() {
  const { id } = useParams();
  // A fresh form per doctor: moving from one doctor to another must not keep the first's values.
  return <DoctorFormScreen key={id ?? 'new'} id={id ?? null} />;
}

function DoctorFormScreen({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const doctor = useAdminDoctor(id);
  const title = id ? t('admin.doctors.form.editTitle') : t('admin.doctors.form.addTitle');
  useDocumentTitle(doctor.data ? `${title}: ${doctor.data.name}` : title);

  const back = (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to="/admin/doctors">
        <ArrowLeft aria-hidden="true" />
        {t('admin.doctors.form.backToList')}
      </Link>
    </Button>
  );

  let body: ReactNode;
  if (id === null) {
    body = <DoctorForm doctor={null} />;
  } else if (doctor.isPending) {
    body = <PageLoading />;
  } else if (doctor.isError) {
    const notFound = isApiError(doctor.error) && doctor.error.status === 404;
    body = notFound ? (
      <div className="grid gap-2 rounded-xl border bg-card p-6">
        <h2 className="font-semibold text-lg">{t('admin.doctors.form.notFoundTitle')}</h2>
        <p className="text-muted-foreground">{t('admin.doctors.form.notFound')}</p>
      </div>
    ) : (
      <QueryError
        title={t('admin.doctors.form.errorLoading')}
        error={doctor.error}
        onRetry={() => void doctor.refetch()}
        retrying={doctor.isFetching}
      />
    );
  } else {
    body = <DoctorForm doctor={doctor.data} />;
  }

  return (
    <AdminPage className="max-w-4xl">
      {back}
      <PageHeader
        title={title}
        description={doctor.data ? doctor.data.name : t('admin.doctors.form.addDescription')}
      />
      {body}
      {id && doctor.data ? <DoctorAccountPanel doctorId={id} /> : null}
    </AdminPage>
  );
}
