import type { MyFeedback, VerifiedVisit } from '@shared/feedback';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { CARDIOLOGY, DERMATOLOGY } from '../doctors/test-data';

/** Fixtures and a small harness for the feedback feature's component tests. */

export const VISIT_ID = '6b0f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
export const DUC_ID = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const MAI_ANH_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const TUNG_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

export function verifiedVisit(overrides: Partial<VerifiedVisit> = {}): VerifiedVisit {
  return {
    visit_id: VISIT_ID,
    visit_date: '2026-05-03',
    clinic: { id: 'c1', name: 'Phòng khám Quận 1' },
    expires_at: '2026-08-01T00:00:00.000Z',
    doctors: [
      {
        id: DUC_ID,
        name: 'PGS.TS.BS. Nguyễn Văn Đức',
        specialty: CARDIOLOGY,
        image_url: null,
        already_reviewed: false,
      },
      {
        id: MAI_ANH_ID,
        name: 'ThS.BS. Nguyễn Thị Mai Anh',
        specialty: DERMATOLOGY,
        image_url: null,
        already_reviewed: true,
      },
    ],
    ...overrides,
  };
}

export function myFeedback(overrides: Partial<MyFeedback> = {}): MyFeedback {
  const comment = overrides.comment === undefined ? 'Bác sĩ giải thích rất kỹ.' : overrides.comment;
  return {
    id: 'f-pending',
    doctor: { id: DUC_ID, name: 'PGS.TS.BS. Nguyễn Văn Đức', specialty: CARDIOLOGY },
    hidden: null,
    rating: 4,
    medical_expertise: 5,
    customer_experience: 4,
    compliance: 4,
    comment,
    comment_lang: 'vi',
    is_anonymous: false,
    status: 'pending',
    created_at: '2026-05-04T09:30:00.000Z',
    decision_reason: null,
    decision_note: null,
    appeal: null,
    can_appeal: false,
    replies: [],
    can_answer: false,
    quote_consent: false,
    has_comment: comment !== null,
    withdrawn: false,
    ...overrides,
  };
}

/** Renders one component inside the real providers, a router and a toaster. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
