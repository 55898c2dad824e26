import type { VerifiedVisit } from '@shared/feedback';
import { useMutation } from '@tanstack/react-query';
import { TriangleExclamationPoint } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { translateError } from '../../lib/api-errors';
import '../../i18n/features/journey';
import { claimVisitInvite } from './api';

/**
 * Opens the visit of a personal invitation link (`/feedback?invite=…`) once, with no code or
 * phone to type. While it runs it says so; if the server refuses the link (expired, used by
 * another account) it says why, and `fallback` (the code and phone form) stays available.
 */
export function InviteVisit({
  invite,
  onVerified,
  fallback,
}: {
  invite: string;
  onVerified: (visit: VerifiedVisit) => void;
  fallback: ReactNode;
}) {
  const { t } = useTranslation();
  const claim = useMutation({
    mutationFn: claimVisitInvite,
    onSuccess: onVerified,
  });
  const started = useRef(false);
  const { mutate } = claim;
  useEffect(() => {
    // Strict mode mounts twice; the link is opened once.
    if (started.current) return;
    started.current = true;
    mutate(invite);
  }, [invite, mutate]);

  if (claim.isError) {
    return (
      <div className="grid gap-6">
        <Alert variant="destructive">
          <TriangleExclamationPoint aria-hidden="true" />
          <AlertTitle>{t('journey.invite.failed')}</AlertTitle>
          <AlertDescription>{translateError(claim.error)}</AlertDescription>
        </Alert>
        {fallback}
      </div>
    );
  }
  return <Spinner label={t('journey.invite.opening')} className="text-2xl" />;
}
