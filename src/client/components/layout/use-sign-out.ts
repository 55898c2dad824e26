import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateError } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';

/** Sign-out as the header offers it: toast the outcome and leave for the home page. */
export function useSignOut() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const run = async () => {
    setIsSigningOut(true);
    try {
      await signOut();
      toast.success(t('auth.signedOut'));
      navigate('/');
    } catch (error) {
      toast.error(t('auth.errorSigningOut'), { description: translateError(error) });
    } finally {
      setIsSigningOut(false);
    }
  };

  return { signOut: run, isSigningOut };
}
