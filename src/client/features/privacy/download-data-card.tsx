import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { downloadMyData } from './api';
import '../../i18n/features/privacy';

/** Profile → Privacy: a copy of everything kept about the account, made when asked. */
export function DownloadDataCard() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'json' | 'html' | null>(null);
  const download = async (format: 'json' | 'html') => {
    setBusy(format);
    try {
      await downloadMyData(format);
      toast.success(t('privacy.export.done'));
    } catch (error) {
      toast.error(t('privacy.export.error'), { description: translateError(error) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <SectionCard
      title={t('privacy.export.title')}
      description={t('privacy.export.description')}
      contentClassName="flex flex-wrap gap-3"
    >
      {(['json', 'html'] as const).map((format) => (
        <Button
          key={format}
          variant={format === 'json' ? 'default' : 'outline'}
          disabled={busy !== null}
          onClick={() => download(format)}
        >
          {busy === format ? <Spinner className="text-current" /> : <Download aria-hidden="true" />}
          {t(`privacy.export.${format}`)}
        </Button>
      ))}
    </SectionCard>
  );
}
