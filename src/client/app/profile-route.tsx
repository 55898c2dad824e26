import { ChangeQuestions } from '../features/cases/change-questions';
import { ClinicMessages } from '../features/cases/clinic-messages';
import { MyFeedbackCard } from '../features/feedback/my-feedback-list';
import { PrivacyTab } from '../features/privacy/privacy-tab';
import { ProfilePage } from '../features/profile/profile-page';

/**
 * /profile: the profile page with the feedback feature's 'My feedback' tab and the privacy
 * feature's tab composed in (features
 * never import each other). A route module of its own, loaded lazily like every screen.
 */
export function ProfileRoute() {
  return (
    <ProfilePage
      feedbackTab={
        <>
          <ClinicMessages />
          <ChangeQuestions />
          <MyFeedbackCard />
        </>
      }
      privacyTab={(user) => <PrivacyTab user={user} />}
    />
  );
}
