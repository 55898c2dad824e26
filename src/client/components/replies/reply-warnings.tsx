import type { ReplyWarning } from '@shared/reply-check';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import '../../i18n/features/replies';

/** The personal or health details a reply may carry: shown to its writer and its moderator. */
export function ReplyWarnings({
  warnings,
  id,
}: {
  warnings: readonly ReplyWarning[];
  id?: string;
}) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Alert variant="warning" id={id} role="status">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{t('replies.warningTitle')}</AlertTitle>
      <AlertDescription>
        <p>{t('replies.warningIntro')}</p>
        <ul className="list-disc ps-5">
          {warnings.map((w) => (
            <li key={w}>{t(`replies.warnings.${w}`)}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
