import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useAdminClinic } from './api';
import { ClinicForm } from './clinic-form';
import { BackToClinics, ClinicLoadError } from './clinic-load-state';

/** /admin/clinics/new adds a clinic; /admin/clinics/:id/edit edits one. */
export function ClinicFormPage() {
  const { id } = useParams();
  return id ? <EditClinic key={id} id={id} /> : <NewClinic />;
}

function NewClinic() {
  const { t } = useTranslation();
  return (
    <AdminPage className="max-w-4xl">
      <BackToClinics />
      <PageHeader
        title={t('admin.clinics.form.addTitle')}
        description={t('admin.clinics.form.addDescription')}
      />
      <ClinicForm clinic={null} />
    </AdminPage>
  );
}

function EditClinic({ id }: { id: string }) {
  const { t } = useTranslation();
  const clinic = useAdminClinic(id);
  const title = t('admin.clinics.form.editTitle');
  return (
    <AdminPage className="max-w-4xl">
      <BackToClinics />
      <PageHeader
        title={title}
        documentTitle={clinic.data ? `${title}: ${clinic.data.name}` : title}
        description={clinic.data?.name}
      />
      {clinic.isPending ? (
        <PageLoading />
      ) : clinic.isError ? (
        <ClinicLoadError query={clinic} />
      ) : (
        <ClinicForm clinic={clinic.data} />
      )}
    </AdminPage>
  );
}
