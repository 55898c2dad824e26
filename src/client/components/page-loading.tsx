import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';

/** Shown while a lazily loaded screen's code arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="text-3xl" label={t('common.loading')} />
    </div>
  );
}
