import { MessageSquarePlus } from 'lucide-react';
import { Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useDoctorPageSlots } from '../../lib/doctor-page-slots';
import { useDoctor } from './api';
import '../../i18n/features/doctors';

export interface DoctorFeedbackSlotProps {
  doctorId: string;
  /** Closes the panel and brings the reviews and statistics tabs back (on cancel or success). */
  onClose: () => void;
}

/**
 * The doctor page's 'Give feedback' panel: the visit-verified feedback flow for this doctor
 * (features/feedback, composed in by the route table), in place of the reviews and statistics tabs.
 */
export function DoctorFeedbackSlot({ doctorId, onClose }: DoctorFeedbackSlotProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { FeedbackFlow } = useDoctorPageSlots();
  // Already loaded by the page around this panel, so this reads the cache.
  const doctor = useDoctor(doctorId);

  // The panel replaces the tabs under the button; move focus so keyboard users land in it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Card aria-labelledby={titleId} data-doctor-id={doctorId} role="region">
      <CardHeader>
        <CardTitle
          asHeading="h2"
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 outline-none"
        >
          <MessageSquarePlus className="size-5 text-primary" aria-hidden="true" />
          {t('doctors.feedbackSlot.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Spinner label={t('common.loading')} className="text-2xl" />}>
          <FeedbackFlow doctorId={doctorId} doctorName={doctor.data?.name} onClose={onClose} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
