import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { QueryError } from '../common/query-error';

/** Back to the clinic list, the way out of every clinic screen. */
export function BackToClinics() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to="/admin/clinics">
        <ArrowLeft aria-hidden="true" />
        {t('admin.clinics.backToList')}
      </Link>
    </Button>
  );
}

/** A clinic that could not be loaded: not found (with the way back), or an error with a retry. */
export function ClinicLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-6">
        <h2 className="font-semibold text-lg">{t('admin.clinics.notFoundTitle')}</h2>
        <p className="text-muted-foreground">{t('admin.clinics.notFound')}</p>
        <BackToClinics />
      </div>
    );
  }
  return (
    <QueryError
      title={t('admin.clinics.errorLoadingClinic')}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    >
      <Button asChild variant="ghost" size="sm">
        <Link to="/admin/clinics">{t('admin.clinics.backToList')}</Link>
      </Button>
    </QueryError>
  );
}
