import { useTranslation } from 'react-i18next';
import type { FailedQuery } from '../../../components/admin/query-error';
import { BackLink, RecordLoadError } from '../../../components/admin/record-load-error';

/** Back to the clinic list, the way out of every clinic screen. */
export function BackToClinics() {
  const { t } = useTranslation();
  return <BackLink to="/admin/clinics" label={t('admin.clinics.backToList')} />;
}

/** A clinic that could not be loaded: not found (with the way back), or an error with a retry. */
export function ClinicLoadError({ query }: { query: FailedQuery }) {
  const { t } = useTranslation();
  return (
    <RecordLoadError
      query={query}
      errorTitle={t('admin.clinics.errorLoadingClinic')}
      notFoundTitle={t('admin.clinics.notFoundTitle')}
      notFoundText={t('admin.clinics.notFound')}
      back={{ to: '/admin/clinics', label: t('admin.clinics.backToList') }}
    />
  );
}
