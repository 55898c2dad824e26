import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { translateError } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../i18n/features/portal';
import { acceptInvitation } from './api';

/**
 * /portal/accept?token=…: the invited doctor, signed in (with a new or existing account of the
 * invited address), links the account to their doctor record.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, refresh } = useAuth();
  useDocumentTitle(t('portal.accept.title'));
  const token = params.get('token') ?? '';
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async () => {
      await refresh();
      await navigate('/portal');
    },
  });
  return (
    <div className="container mx-auto grid max-w-xl gap-4 px-4 py-8">
      <h1 className="font-bold text-2xl">{t('portal.accept.title')}</h1>
      <p>{t('portal.accept.intro', { email: user?.user.email ?? '' })}</p>
      {accept.isError ? (
        <p role="alert" className="text-destructive">
          {translateError(accept.error)}
        </p>
      ) : null}
      <div>
        <Button disabled={accept.isPending || !token} onClick={() => accept.mutate()}>
          {t('portal.accept.button')}
        </Button>
      </div>
    </div>
  );
}
