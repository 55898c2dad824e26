import type { MeResponse } from '@shared/me';
import type { CloseAccountReviews } from '@shared/privacy';
import { UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordConfirmForm } from '../../components/forms/password-confirm-form';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';
import '../../i18n/features/privacy';
import { closeAccount } from './api';
import { PhoneCodeConfirm } from './phone-code-confirm';

const CHOICES: CloseAccountReviews[] = ['remove', 'anonymise'];

/**
 * Profile → Privacy: closing the account for good, after the password (and a code when
 * two-factor is on; a phone account confirms with a code sent to its phone), with the choice of
 * what happens to the published reviews.
 */
export function CloseAccountCard({ user }: { user: MeResponse }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [reviews, setReviews] = useState<CloseAccountReviews>('remove');
  const [confirming, setConfirming] = useState(false);

  const close = async (password: string | undefined, code: string) => {
    await closeAccount({
      body: { ...(password ? { password } : {}), reviews, ...(code ? { code } : {}) },
    });
    toast.success(t('privacy.close.done'));
    await refresh();
    navigate('/', { replace: true });
  };

  return (
    <SectionCard
      title={t('privacy.close.title')}
      description={t(
        user.user.phone ? 'privacy.close.descriptionPhone' : 'privacy.close.description',
      )}
      className="border-destructive/40"
      contentClassName="grid gap-5"
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium text-sm">{t('privacy.close.reviewsLegend')}</legend>
        {CHOICES.map((choice) => (
          <div key={choice} className="flex items-start gap-3">
            <input
              type="radio"
              id={`${id}-${choice}`}
              name={`${id}-reviews`}
              checked={reviews === choice}
              onChange={() => setReviews(choice)}
              className="mt-1 size-4 accent-primary"
            />
            <Label htmlFor={`${id}-${choice}`} className="font-normal leading-snug">
              {t(`privacy.close.${choice}`)}
            </Label>
          </div>
        ))}
      </fieldset>
      {confirming && user.user.phone ? (
        <PhoneCodeConfirm
          id={`${id}-confirm`}
          phone={user.user.phone}
          submitLabel={t('privacy.close.confirm')}
          onConfirm={(code) => close(undefined, code)}
          onCancel={() => setConfirming(false)}
        />
      ) : confirming ? (
        <PasswordConfirmForm
          id={`${id}-confirm`}
          submitLabel={t('privacy.close.confirm')}
          destructive
          withCode={user.two_factor_enabled}
          onConfirm={close}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button
          variant="destructive"
          className="justify-self-start"
          onClick={() => setConfirming(true)}
        >
          <UserX aria-hidden="true" />
          {t('privacy.close.start')}
        </Button>
      )}
    </SectionCard>
  );
}
