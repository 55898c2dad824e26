import type { MeResponse } from '@shared/me';
import { Bell, LockKeyhole, MessageSquareHeart, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PreferencesForm } from '../../components/forms/preferences-form';
import { PageLoading } from '../../components/page-loading';
import { SectionCard } from '../../components/section-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotAuthenticatedCard } from './not-authenticated-card';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import '../../i18n/features/feedback';
import '../../i18n/features/privacy';
import '../../i18n/features/profile';

/** The tabs in order, each with its icon and the translation key of its label. */
const TAB_TRIGGERS = [
  { value: 'profile', icon: UserRound, label: 'profile.tabs.profile' },
  { value: 'feedback', icon: MessageSquareHeart, label: 'feedback.mine.tab' },
  { value: 'notifications', icon: Bell, label: 'profile.tabs.notifications' },
  { value: 'security', icon: ShieldCheck, label: 'profile.tabs.security' },
  { value: 'privacy', icon: LockKeyhole, label: 'privacy.tab.label' },
] as const;
type Tab = (typeof TAB_TRIGGERS)[number]['value'];
const isTab = (value: string | null): value is Tab =>
  TAB_TRIGGERS.some((trigger) => trigger.value === value);

interface ProfilePageProps {
  /** The 'My feedback' tab's content, from the feedback feature (the route table passes it). */
  feedbackTab: ReactNode;
  /** The 'Privacy' tab (download my data, close my account), from the privacy feature. */
  privacyTab: (user: MeResponse) => ReactNode;
}

/** /profile: the signed-in user's profile, notification preferences and security settings. */
export function ProfilePage({ feedbackTab, privacyTab }: ProfilePageProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  useDocumentTitle(t('profile.documentTitle'));
  // The tab lives in the address, so a link can open "Notifications" directly and Back works.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  if (isLoading) return <PageLoading />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      {user ? (
        <>
          <h1 className="font-bold text-3xl">{t('profile.title')}</h1>
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setSearchParams(value === 'profile' ? {} : { tab: value }, { replace: true })
            }
          >
            {/* Five tabs do not fit one row on a phone: rows of two there. */}
            <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-fit sm:gap-0 [&>button]:py-1.5 sm:[&>button]:py-0">
              {TAB_TRIGGERS.map(({ value, icon: Icon, label }) => (
                <TabsTrigger key={value} value={value}>
                  <Icon aria-hidden="true" />
                  {t(label)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="profile">
              <ProfileTab user={user} />
            </TabsContent>
            <TabsContent value="feedback">{feedbackTab}</TabsContent>
            <TabsContent value="notifications">
              <SectionCard
                title={t('profile.preferences.title')}
                description={t('profile.preferences.description')}
              >
                <PreferencesForm />
              </SectionCard>
            </TabsContent>
            <TabsContent value="security">
              <SecurityTab user={user} />
            </TabsContent>
            <TabsContent value="privacy">{privacyTab(user)}</TabsContent>
          </Tabs>
        </>
      ) : (
        <div className="flex flex-1 items-center justify-center py-8">
          <NotAuthenticatedCard />
        </div>
      )}
    </div>
  );
}
