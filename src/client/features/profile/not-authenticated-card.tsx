import { LogIn, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { signInPath } from '../../lib/auth/redirect';

/** What a guest sees on /profile: why there is nothing here, and the way to sign in. */
export function NotAuthenticatedCard() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="justify-items-center">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <UserRound className="size-7" aria-hidden="true" />
        </span>
        <h1 className="font-bold text-2xl">{t('profile.notAuthenticated.title')}</h1>
        <CardDescription>{t('profile.notAuthenticated.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg" className="w-full">
          <Link to={signInPath('/profile')}>
            <LogIn aria-hidden="true" />
            {t('profile.notAuthenticated.signIn')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
