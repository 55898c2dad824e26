import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { copyText } from './copy-text';
import '../../i18n/features/profile';

/** The one-time backup codes, shown once right after two-factor is turned on. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  // Replaces the code form that had focus; the codes must not be missed.
  useEffect(() => rootRef.current?.focus(), []);
  return (
    <div ref={rootRef} tabIndex={-1} className="grid gap-4 outline-none">
      <Alert variant="warning">
        <KeyRound aria-hidden="true" />
        <AlertTitle>{t('profile.security.backupCodesTitle')}</AlertTitle>
        <AlertDescription>{t('profile.security.backupCodesDescription')}</AlertDescription>
      </Alert>
      <ul
        aria-label={t('profile.security.backupCodesTitle')}
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted p-4 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => void copyText(codes.join('\n'))}>
          <Copy aria-hidden="true" />
          {t('profile.security.copyCodes')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('profile.security.savedCodes')}
        </Button>
      </div>
    </div>
  );
}
