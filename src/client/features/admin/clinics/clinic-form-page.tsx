import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPage, PageHeader } from '../common/page-header';
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
  useDocumentTitle(t('admin.clinics.form.addTitle'));
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
  useDocumentTitle(clinic.data ? `${title}: ${clinic.data.name}` : title);
  return (
    <AdminPage className="max-w-4xl">
      <BackToClinics />
      <PageHeader title={title} description={clinic.data?.name} />
      {clinic.isPending ? (
        <PageLoading />
      ) : clinic.isError ? (
        <ClinicLoadError
          error={clinic.error}
          onRetry={() => void clinic.refetch()}
          retrying={clinic.isFetching}
        />
      ) : (
        <ClinicForm clinic={clinic.data} />
      )}
    </AdminPage>
  );
}
