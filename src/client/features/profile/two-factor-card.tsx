import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { toast } from '../../lib/toast';
import { authApi, type TwoFactorSetup } from '../auth/auth-api';
import { useAuth } from '../auth/auth-context';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmForm } from './password-confirm-form';
import { TwoFactorSetupStep } from './two-factor-setup-step';

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'setup'; setup: TwoFactorSetup }
  | { name: 'backupCodes'; codes: string[] };

/**
 * Two-factor sign-in with an authenticator app. Turning it on: password → secret for the app →
 * a first code from the app (which is what switches it on) → backup codes, shown this once.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const actionRef = useRef<HTMLButtonElement>(null);

  const restoreFocus = useRef(false);

  useEffect(() => {
    // Give keyboard users their place back once a step's controls are gone.
    if (step.name === 'idle' && restoreFocus.current) {
      restoreFocus.current = false;
      actionRef.current?.focus();
    }
  }, [step]);

  const backToIdle = () => {
    restoreFocus.current = true;
    setStep({ name: 'idle' });
  };

  const confirmPassword = async (password: string) => {
    if (enabled) {
      await authApi.disableTwoFactor(password);
      toast.success(t('profile.security.twoFactorDisabled'));
      await refresh();
      backToIdle();
    } else {
      setStep({ name: 'setup', setup: await authApi.enableTwoFactor(password) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle asHeading="h2">{t('profile.security.twoFactorTitle')}</CardTitle>
          {enabled ? (
            <Badge variant="success">{t('profile.security.statusOn')}</Badge>
          ) : (
            <Badge variant="outline">{t('profile.security.statusOff')}</Badge>
          )}
        </div>
        <CardDescription>{t('profile.security.twoFactorDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {step.name === 'idle' ? (
          <Button
            ref={actionRef}
            variant={enabled ? 'outline' : 'default'}
            onClick={() => setStep({ name: 'password' })}
          >
            {enabled ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
            {enabled ? t('profile.security.turnOff') : t('profile.security.turnOn')}
          </Button>
        ) : null}
        {step.name === 'password' ? (
          <PasswordConfirmForm
            id="two-factor-password"
            submitLabel={enabled ? t('profile.security.turnOff') : t('profile.security.continue')}
            destructive={enabled}
            onConfirm={confirmPassword}
            onCancel={backToIdle}
          />
        ) : null}
        {step.name === 'setup' ? (
          <TwoFactorSetupStep
            totpURI={step.setup.totpURI}
            onConfirmed={() => {
              setStep({ name: 'backupCodes', codes: step.setup.backupCodes });
              toast.success(t('profile.security.twoFactorEnabled'));
              void refresh();
            }}
            onCancel={backToIdle}
          />
        ) : null}
        {step.name === 'backupCodes' ? (
          <BackupCodes codes={step.codes} onDone={backToIdle} />
        ) : null}
      </CardContent>
    </Card>
  );
}
