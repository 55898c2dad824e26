import {
  ArrowLeft,
  ChartNoAxesColumn,
  MessageSquareText,
  RotateCw,
  UserRoundX,
} from 'lucide-react';
import '../../i18n/features/doctors';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { listSearchFrom } from '../../components/doctors/navigation-state';
import { LinkButton } from '../../components/link-button';
import { PagePart } from '../../components/page-part';
import { StatusScreen } from '../../components/status-screen';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { isApiError, translateError } from '../../lib/api-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDoctor } from './api';
import { ClinicCard } from './clinic-card';
import { DoctorChanges } from './doctor-changes';
import { DoctorFeedbackSlot } from './doctor-feedback-slot';
import { DoctorProfileCard } from './doctor-profile-card';
import { DoctorQuotes } from './doctor-quotes';
import { DoctorReviews } from './doctor-reviews';
import { DoctorStatistics } from './doctor-statistics';

const TABS = ['reviews', 'statistics'] as const;
type Tab = (typeof TABS)[number];

/** /doctors/:id. Keyed by id, so opening another doctor starts with fresh panel state. */
export function DoctorDetailPage() {
  const { id = '' } = useParams();
  return <DoctorDetail key={id} id={id} />;
}

function DoctorDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  // Back to the exact results the visitor came from (search, filters, page), if any.
  const backTo = `/doctors${listSearchFrom(location.state)}`;
  const doctor = useDoctor(id);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const feedbackButton = useRef<HTMLButtonElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'statistics' ? 'statistics' : 'reviews';

  useDocumentTitle(
    doctor.data?.name ??
      (doctor.isError ? t('doctors.detail.notFoundTitle') : t('doctors.detail.loading')),
  );

  const selectTab = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === 'statistics') next.set('tab', value);
    else next.delete('tab');
    // The tab is in the URL so it can be shared; switching tabs is not worth a history entry.
    setSearchParams(next, { replace: true, preventScrollReset: true, state: location.state });
  };

  const closeFeedback = () => {
    setFeedbackOpen(false);
    // Return focus to the button that opened the panel (it is still on screen).
    requestAnimationFrame(() => feedbackButton.current?.focus());
  };

  if (doctor.isPending) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3" role="status">
        <Spinner className="text-3xl" />
        <p className="text-muted-foreground">{t('doctors.detail.loading')}</p>
      </div>
    );
  }

  if (doctor.isError) {
    const notFound = isApiError(doctor.error) && doctor.error.status === 404;
    return (
      <StatusScreen
        icon={UserRoundX}
        title={t('doctors.detail.notFoundTitle')}
        message={notFound ? t('doctors.detail.notFoundMessage') : translateError(doctor.error)}
        actions={
          <>
            {notFound ? null : (
              <Button variant="outline" size="lg" onClick={() => void doctor.refetch()}>
                <RotateCw aria-hidden="true" />
                {t('common.retry')}
              </Button>
            )}
            <LinkButton to={backTo} icon={ArrowLeft} size="lg">
              {t('doctors.detail.backToAll')}
            </LinkButton>
          </>
        }
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <LinkButton to={backTo} icon={ArrowLeft} variant="link" className="self-start px-0">
        {t('doctors.detail.backToList')}
      </LinkButton>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        {/* Each card is a slice of the page's hydration, and so is each review. */}
        <div className="flex min-w-0 flex-col gap-6">
          <PagePart>
            <DoctorProfileCard
              doctor={doctor.data}
              feedbackOpen={feedbackOpen}
              onGiveFeedback={() => setFeedbackOpen(true)}
              feedbackButtonRef={feedbackButton}
            />
          </PagePart>
          {doctor.data.clinic_info ? (
            <PagePart>
              <ClinicCard doctorId={id} clinic={doctor.data.clinic_info} />
            </PagePart>
          ) : null}
          <PagePart>
            <DoctorQuotes doctorId={id} />
          </PagePart>
          <PagePart>
            <DoctorChanges doctorId={id} />
          </PagePart>
        </div>
        <PagePart>
          <div className="min-w-0">
            {feedbackOpen ? (
              <DoctorFeedbackSlot doctorId={id} onClose={closeFeedback} />
            ) : (
              <Tabs value={tab} onValueChange={selectTab}>
                <TabsList aria-label={t('doctors.detail.tabsLabel')} className="w-full sm:w-fit">
                  <TabsTrigger value="reviews" className="sm:px-5">
                    <MessageSquareText aria-hidden="true" />
                    {t('doctors.detail.reviewsTab')}
                  </TabsTrigger>
                  <TabsTrigger value="statistics" className="sm:px-5">
                    <ChartNoAxesColumn aria-hidden="true" />
                    {t('doctors.detail.statisticsTab')}
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="reviews">
                  <DoctorReviews doctorId={id} />
                </TabsContent>
                <TabsContent value="statistics">
                  <DoctorStatistics doctorId={id} />
                </TabsContent>
              </Tabs>
            )}
          </div>
        </PagePart>
      </div>
    </div>
  );
}
