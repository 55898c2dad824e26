import { type ComponentType, createContext, useContext } from 'react';

/**
 * What the doctor page (features/doctors) shows from the feedback feature. Features never import
 * each other, so the route table fills these in (app/doctor-detail-route.tsx) and the page reads
 * them from context: a context rather than props because the review action sits three components
 * down (page, reviews list, review), and the page keeps no knowledge of what the pieces do.
 */
export interface DoctorPageSlots {
  /** The 'Give feedback' flow inside the page's panel; calls onClose on cancel or success. */
  FeedbackFlow: ComponentType<{ doctorId: string; doctorName?: string; onClose: () => void }>;
  /** An action under each published review (reporting it); may render nothing. */
  ReviewAction: ComponentType<{ reviewId: string; authorLabel: string; doctorId?: string }>;
}

export const DoctorPageSlotsContext = createContext<DoctorPageSlots | null>(null);

export function useDoctorPageSlots(): DoctorPageSlots {
  const slots = useContext(DoctorPageSlotsContext);
  if (!slots) throw new Error('The doctor page is rendered without <DoctorPageSlotsContext>');
  return slots;
}
