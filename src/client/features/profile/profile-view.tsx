import type { MeResponse } from '@shared/me';
import { fullName } from '@shared/names';
import { CircleAlert, CircleCheck, LogOut, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../components/layout/use-sign-out';
import { contactOf, initialsOf } from '../../components/layout/user-avatar';
import { RoleBadge } from '../../components/role-badge';
import { SectionCard } from '../../components/section-card';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { isLanguage } from '../../i18n';
import { authApi } from '../../lib/auth/auth-api';
import { authErrorMessage } from '../../lib/auth/auth-errors';
import { toast } from '../../lib/toast';
import { ProfileAvatar } from './profile-avatar';
import '../../i18n/features/profile';

interface ProfileViewProps {
  user: MeResponse;
  onEdit: () => void;
}

export function ProfileView({ user, onEdit }: ProfileViewProps) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  const { profile } = user;
  const name = fullName(profile.first_name, profile.last_name, profile.language) || contactOf(user);
  const language = isLanguage(profile.language) ? profile.language : 'vi';

  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-center sm:text-left">
          <ProfileAvatar src={profile.avatar_url} initials={initialsOf(user)} />
          <div className="grid min-w-0 flex-1 justify-items-center gap-1 sm:justify-items-start">
            <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <h2 className="break-words font-bold text-2xl">{name}</h2>
              {user.is_admin ? <Badge variant="info">{t('profile.roles.admin')}</Badge> : null}
            </div>
            {name !== contactOf(user) ? (
              <p className="break-all text-muted-foreground">{contactOf(user)}</p>
            ) : null}
          </div>
          <div className="flex w-full flex-col gap-2 sm:w-auto">
            <Button onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {t('profile.view.edit')}
            </Button>
            <Button variant="outline" disabled={isSigningOut} onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              {t('nav.signOut')}
            </Button>
          </div>
        </CardContent>
      </Card>

      <SectionCard title={t('profile.view.accountDetails')}>
        <dl className="grid gap-5">
          {/* Only staff roles (admin, staff, doctor) are worth a line; a patient has none. */}
          {user.role ? (
            <DetailRow label={t('profile.view.role')}>
              <RoleBadge role={user.role} />
            </DetailRow>
          ) : null}
          {/* A phone account has no e-mail address to confirm. */}
          {user.user.email ? (
            <DetailRow label={t('profile.view.emailStatus')}>
              <EmailStatus user={user} email={user.user.email} />
            </DetailRow>
          ) : null}
          <DetailRow label={t('profile.view.language')}>{t(`language.${language}`)}</DetailRow>
        </dl>
      </SectionCard>
    </div>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A div may group a dt with its dd; it lets each pair sit on one row from 640 px.
    <div className="grid gap-1.5 sm:grid-cols-[12rem_1fr] sm:items-start sm:gap-6">
      <dt className="font-medium text-muted-foreground text-sm sm:pt-0.5">{label}</dt>
      <dd className="flex flex-wrap items-center gap-3 text-sm">{children}</dd>
    </div>
  );
}

function EmailStatus({ user, email }: { user: MeResponse; email: string }) {
  const { t } = useTranslation();
  const [isSending, setIsSending] = useState(false);
  const [sent, setSent] = useState(false);

  if (user.user.email_verified) {
    return (
      <span className="inline-flex items-center gap-1.5 text-success text-sm">
        <CircleCheck className="size-4" aria-hidden="true" />
        {t('profile.view.verified')}
      </span>
    );
  }

  const resend = async () => {
    setIsSending(true);
    try {
      await authApi.sendVerificationEmail(email);
      setSent(true);
      toast.success(t('profile.view.verificationSent', { email }));
    } catch (error) {
      toast.error(authErrorMessage(error, t));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <>
      <span className="inline-flex items-center gap-1.5 text-sm text-warning">
        <CircleAlert className="size-4" aria-hidden="true" />
        {t('profile.view.notVerified')}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={isSending || sent}
        onClick={() => void resend()}
      >
        {sent ? t('profile.view.verificationSentShort') : t('profile.view.resendVerification')}
      </Button>
    </>
  );
}
