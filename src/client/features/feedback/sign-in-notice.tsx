import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';
import '../../i18n/features/feedback';

/**
 * Rendered beside the /feedback route's RequireAuth guard: when a guest arrives (e.g. from the
 * home page's call to action) and is sent to /auth, a toast says they must sign in to leave
 * feedback (mustBeLoggedIn).
 */
export function FeedbackSignInNotice() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  // Someone who signs out while on the page gets the sign-out message, not this one.
  const sawUser = useRef(false);

  useEffect(() => {
    if (user) sawUser.current = true;
    else if (!isLoading && !sawUser.current) {
      // A fixed id keeps it to one toast however often this runs.
      toast.info(t('feedback.mustBeLoggedIn'), { id: 'feedback-must-sign-in' });
    }
  }, [user, isLoading, t]);

  return null;
}
