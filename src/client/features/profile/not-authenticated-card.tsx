import { LogIn, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCircle } from '../../components/icon-circle';
import { LinkButton } from '../../components/link-button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { signInPath } from '../../lib/auth/redirect';
import '../../i18n/features/profile';

/** What a guest sees on /profile: why there is nothing here, and the way to sign in. */
export function NotAuthenticatedCard() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="justify-items-center">
        <IconCircle icon={UserRound} size="lg" className="mb-2" />
        <h1 className="font-bold text-2xl">{t('profile.notAuthenticated.title')}</h1>
        <CardDescription>{t('profile.notAuthenticated.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <LinkButton to={signInPath('/profile')} icon={LogIn} size="lg" className="w-full">
          {t('profile.notAuthenticated.signIn')}
        </LinkButton>
      </CardContent>
    </Card>
  );
}
