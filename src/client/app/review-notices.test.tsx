import type { AppNotification } from '@shared/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../components/notifications/fake-event-source';
import { myFeedback } from '../features/feedback/test-fixtures';
import { toast } from '../lib/toast';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../test/render-app';

const REVIEW = 'f-pending';
const path = `/profile?tab=feedback#review-${REVIEW}`;

function published(): AppNotification {
  return {
    id: 'n1',
    seq: 1,
    title: 'Đánh giá của bạn đã được đăng',
    message: 'Cảm ơn bạn! Đánh giá của bạn về PGS.TS.BS. Nguyễn Văn Đức đã được duyệt.',
    title_en: null,
    message_en: null,
    type: 'doctor',
    reference_id: 'doctor-1',
    path,
    is_read: false,
    created_at: '2026-05-05T07:30:00.000Z',
  };
}

/**
 * A patient's notices about their own review, on the profile's "My reviews": the list follows
 * the notice as it arrives, and the notice leads to the review's card.
 */
describe('notices about my review', { timeout: 20_000 }, () => {
  // The profile's code, compiled once before the test: under a full run's load, compiling it
  // on the first render took longer than a query waits.
  beforeAll(async () => {
    await import('./profile-route');
  }, 30_000);
  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    toast.dismiss();
  });

  it('update "My reviews" when the notice arrives, and lead to the review in the profile', async () => {
    const user = userEvent.setup();
    let status: 'pending' | 'approved' = 'pending';
    stubFetch({
      'GET /api/me': () => jsonResponse(meResponse()),
      'GET /api/me/feedback': () =>
        jsonResponse({ items: [myFeedback({ id: REVIEW, status })], truncated: false }),
      'GET /api/notifications': () => jsonResponse({ items: [], unread_count: 0 }),
      'POST /api/notifications/n1/read': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/profile?tab=feedback');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Đang chờ kiểm duyệt')).toBeInTheDocument();

    // The review is published: the server sends the notice, the list shows it without a reload.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    status = 'approved';
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().emit('notification', published());
    });
    expect(await within(card).findByText('Đã đăng')).toBeInTheDocument();

    // From the bell, the notice leads to the review's card, which takes the focus.
    await user.click(await screen.findByRole('button', { name: /^Thông báo/ }));
    const menu = await screen.findByRole('menu', { name: /^Thông báo/ });
    await user.click(within(menu).getByRole('menuitem', { name: /Nguyễn Văn Đức/ }));
    await waitFor(() => expect(router.state.location.hash).toBe(`#review-${REVIEW}`));
    const target = await screen.findByRole('article', { current: true });
    await waitFor(() => expect(target).toHaveFocus());
  });
});
