import type { MeResponse } from '@shared/me';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseAccountCard } from './close-account-card';
import { DownloadDataCard } from './download-data-card';
import '../../i18n/features/privacy';

/** Profile → Privacy: the person's data rights, used here. */
export function PrivacyTab({ user }: { user: MeResponse }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm">
        {t('privacy.tab.intro')}{' '}
        <Link
          to="/privacy"
          className="rounded-sm text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('privacy.title')}
        </Link>
      </p>
      <DownloadDataCard />
      <CloseAccountCard user={user} />
    </div>
  );
}
