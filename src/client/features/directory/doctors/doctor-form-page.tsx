import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { BackLink, RecordLoadError } from '../../../components/admin/record-load-error';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useAdminDoctor } from './api';
import { DoctorAccountPanel } from './doctor-account-panel';
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

  let body: ReactNode;
  if (id === null) {
    body = <DoctorForm doctor={null} />;
  } else if (doctor.isPending) {
    body = <PageLoading />;
  } else if (doctor.isError) {
    body = (
      <RecordLoadError
        query={doctor}
        errorTitle={t('admin.doctors.form.errorLoading')}
        notFoundTitle={t('admin.doctors.form.notFoundTitle')}
        notFoundText={t('admin.doctors.form.notFound')}
      />
    );
  } else {
    body = <DoctorForm doctor={doctor.data} />;
  }

  return (
    <AdminPage className="max-w-4xl">
      <BackLink to="/admin/doctors" label={t('admin.doctors.form.backToList')} />
      <PageHeader
        title={title}
        documentTitle={doctor.data ? `${title}: ${doctor.data.name}` : title}
        description={doctor.data ? doctor.data.name : t('admin.doctors.form.addDescription')}
      />
      {body}
      {id && doctor.data ? <DoctorAccountPanel doctorId={id} /> : null}
    </AdminPage>
  );
}
