import type { Language } from '@shared/constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { translateError } from '../../../lib/api-errors';
import { useFormatters } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  useDoctorAccount,
  useInviteDoctor,
  useLinkDoctorAccount,
  useUnlinkDoctorAccount,
} from './api';

/** On a doctor's admin page: the linked account; link one by e-mail, unlink, or invite. */
export function DoctorAccountPanel({ doctorId }: { doctorId: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const link = useDoctorAccount(doctorId);
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'vi');
  const done = (message: string) => () => {
    toast.success(t(message));
    setEmail('');
  };
  const onError = (error: unknown) => toast.error(translateError(error));
  const linkAccount = useLinkDoctorAccount(doctorId, {
    onSuccess: done('admin.roles.account.linkedToast'),
    onError,
  });
  const unlink = useUnlinkDoctorAccount(doctorId, {
    onSuccess: done('admin.roles.account.unlinkedToast'),
    onError,
  });
  const invite = useInviteDoctor(doctorId, {
    onSuccess: done('admin.roles.account.invitedToast'),
    onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    linkAccount.mutate({ email });
  };
  const user = link.data?.user;
  const invitation = link.data?.invitation;
  return (
    <SectionCard
      className="mt-6"
      contentClassName="grid gap-4"
      title={t('admin.roles.account.title')}
      description={t('admin.roles.account.intro')}
    >
      {user ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{t('admin.roles.account.linked', { name: user.name, email: user.email })}</p>
          <Button variant="outline" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
            {t('admin.roles.account.unlink')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground">{t('admin.roles.account.none')}</p>
          {invitation ? (
            <p className="text-sm">
              {t('admin.roles.account.invitationOpen', {
                email: invitation.email,
                date: format.date(invitation.expires_at),
              })}
            </p>
          ) : null}
          <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-64 flex-1 gap-1">
              <Label htmlFor="doctor-account-email">{t('admin.roles.account.email')}</Label>
              <Input
                id="doctor-account-email"
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="doctor-account-language">
                {t('admin.roles.account.inviteLanguage')}
              </Label>
              <select
                id="doctor-account-language"
                className="h-9 rounded-md border bg-background px-2"
                value={language}
                onChange={(e) => setLanguage(e.target.value as Language)}
              >
                <option value="vi">Tiếng Việt</option>
                <option value="en">English</option>
              </select>
            </div>
            <Button type="submit" disabled={linkAccount.isPending || !email}>
              {t('admin.roles.account.link')}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={invite.isPending || !email}
              onClick={() => invite.mutate({ email, language })}
            >
              {t('admin.roles.account.invite')}
            </Button>
          </form>
        </>
      )}
    </SectionCard>
  );
}
