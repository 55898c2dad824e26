import type { AppNotification, NotificationList } from '@shared/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { switchableSession } from '../../test/api-stubs';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';
import { FakeEventSource } from './fake-event-source';

function notification(id: string, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    seq: 1,
    title: `Tiêu đề ${id}`,
    message: `Nội dung ${id}`,
    title_en: null,
    message_en: null,
    type: 'system',
    reference_id: null,
    path: null,
    is_read: false,
    created_at: '2026-05-03T07:30:00.000Z',
    ...overrides,
  };
}

type Handlers = Parameters<typeof stubFetch>[0];

/** A signed-in home page whose notification list is `list` (a function to vary it per call). */
function setup(
  list: NotificationList | (() => NotificationList | Response),
  options: { isAdmin?: boolean; handlers?: Handlers } = {},
) {
  const fetchMock = stubFetch({
    'GET /api/doctors/featured': () => jsonResponse({ items: [] }),
    'GET /api/me': () => jsonResponse(meResponse({ isAdmin: options.isAdmin })),
    'GET /api/notifications': () => {
      const answer = typeof list === 'function' ? list() : list;
      return answer instanceof Response ? answer : jsonResponse(answer);
    },
    'POST /api/notifications/read-all': () => new Response(null, { status: 204 }),
    ...options.handlers,
  });
  const view = renderApp('/');
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    }).length;
  return { ...view, fetchMock, calls };
}

const bell = (name: string | RegExp = /^Thông báo/) => screen.findByRole('button', { name });

async function openBell(user: ReturnType<typeof userEvent.setup>, name?: string | RegExp) {
  await user.click(await bell(name));
  // Radix names the menu after its trigger, the bell.
  return screen.findByRole('menu', { name: /^Thông báo/ });
}

describe('Notifications bell', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    // Sonner's store is global and shows one toast at a time: clear it for the next test.
    toast.dismiss();
  });

  it('shows the unread count, capped at 9+, and hides the badge at zero', async () => {
    setup({ items: [notification('a')], unread_count: 12 });
    const button = await bell('Thông báo, 9+ chưa đọc');
    expect(within(button).getByTestId('notifications-badge')).toHaveTextContent('9+');
  });

  it('has no badge when everything is read, and an empty state', async () => {
    const user = userEvent.setup();
    setup({ items: [], unread_count: 0 });
    const button = await bell('Thông báo');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thông báo' })).toBe(button));
    expect(within(button).queryByTestId('notifications-badge')).not.toBeInTheDocument();
    const menu = await openBell(user, 'Thông báo');
    expect(await within(menu).findByText('Bạn chưa có thông báo nào.')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Đánh dấu tất cả/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('lists newest first with the date in the current language, unread ones marked', async () => {
    const user = userEvent.setup();
    setup({
      items: [notification('b'), notification('a', { is_read: true })],
      unread_count: 1,
    });
    const menu = await openBell(user, 'Thông báo, 1 chưa đọc');
    const items = await within(menu).findAllByRole('menuitem', { name: /Tiêu đề/ });
    expect(items.map((item) => item.dataset.unread ?? 'read')).toEqual(['true', 'read']);
    expect(items[0]).toHaveTextContent('Chưa đọc');
    // The Vietnamese date-time display ('3 thg 5, 2026 - 14:30'), in the machine's time zone.
    expect(items[0]).toHaveTextContent(formatDateTime('2026-05-03T07:30:00.000Z', 'vi'));
    expect(items[0]).toHaveTextContent(/\d+ thg 5, 2026 - \d{2}:30/);
  });

  it('prepends a live notification, counts it and toasts with a View action', async () => {
    const user = userEvent.setup();
    const { router } = setup({ items: [notification('a', { is_read: true })], unread_count: 0 });
    await bell('Thông báo');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().emit('notification', notification('live', { title: 'Mới' }));
      // A replay of the same event changes nothing.
      FakeEventSource.latest().emit('notification', notification('live', { title: 'Mới' }));
    });

    expect(await bell('Thông báo, 1 chưa đọc')).toBeInTheDocument();
    const toast = (await screen.findByText('Mới')).closest('li');
    if (!toast) throw new Error('toast not found');
    expect(toast).toHaveTextContent('Nội dung live');

    const menu = await openBell(user, 'Thông báo, 1 chưa đọc');
    const items = within(menu).getAllByRole('menuitem', { name: /Mới|Tiêu đề/ });
    expect(items.map((item) => item.textContent?.slice(0, 3))).toEqual(['Mới', 'Tiê']);
    await user.keyboard('{Escape}');

    await user.click(within(toast).getByRole('button', { name: 'Xem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcements'));
  });

  it.each([
    { who: 'a patient', isAdmin: false, type: 'system', ref: null, to: '/announcements' },
    {
      who: 'an admin',
      isAdmin: true,
      type: 'system',
      ref: null,
      to: '/admin/settings/announcements',
    },
    {
      who: 'an admin',
      isAdmin: true,
      type: 'feedback',
      ref: 'f-9',
      to: '/admin/feedback/moderate?id=f-9',
    },
    { who: 'a patient', isAdmin: false, type: 'doctor', ref: 'd-3', to: '/doctors/d-3' },
  ] as const)('$who opening a $type notification marks it read and goes to $to', async (c) => {
    const user = userEvent.setup();
    const item = notification('x', { type: c.type, reference_id: c.ref });
    const { router, calls } = setup(
      { items: [item], unread_count: 1 },
      {
        isAdmin: c.isAdmin,
        handlers: { 'POST /api/notifications/x/read': () => new Response(null, { status: 204 }) },
      },
    );
    const menu = await openBell(user, 'Thông báo, 1 chưa đọc');
    await user.click(await within(menu).findByRole('menuitem', { name: /Tiêu đề x/ }));

    await waitFor(() => {
      const { pathname, search } = router.state.location;
      expect(pathname + search).toBe(c.to);
    });
    expect(calls('POST', '/api/notifications/x/read')).toBe(1);
  });

  it("shows each notification in the reader's language and switches with it", async () => {
    const user = userEvent.setup();
    const english = meResponse();
    english.profile.language = 'en';
    const { calls } = setup(
      {
        items: [
          notification('new', {
            title: 'Lịch nghỉ lễ',
            message: 'Phòng khám nghỉ ngày 2/9.',
            title_en: 'Holiday closure',
            message_en: 'Clinics close on 2 September.',
          }),
          // Written before both texts were kept: Vietnamese only.
          notification('old', { title: 'Thông báo cũ', message: 'Chỉ có tiếng Việt.' }),
        ],
        unread_count: 2,
      },
      { handlers: { 'GET /api/me': () => jsonResponse(english) } },
    );

    // The profile's language is applied once the user is read.
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await screen.findByRole('menu', { name: /^Notifications/ });
    const [fresh, old] = await within(menu).findAllByRole('menuitem', {
      name: /Holiday|Thông báo cũ/,
    });
    expect(fresh).toHaveTextContent('Holiday closure');
    expect(fresh).toHaveTextContent('Clinics close on 2 September.');
    expect(within(fresh!).getByText('Holiday closure')).not.toHaveAttribute('lang');
    expect(fresh).not.toHaveTextContent('Lịch nghỉ lễ');
    // No English: the Vietnamese text, marked as such for screen readers and translation tools.
    expect(within(old!).getByText('Thông báo cũ')).toHaveAttribute('lang', 'vi');
    expect(within(old!).getByText('Chỉ có tiếng Việt.')).toHaveAttribute('lang', 'vi');

    // The language changes while the list is open: the same rows, now in Vietnamese.
    await act(() => changeLanguage('vi'));
    expect(await within(menu).findByText('Lịch nghỉ lễ')).not.toHaveAttribute('lang');
    expect(within(menu).getByText('Phòng khám nghỉ ngày 2/9.')).toBeInTheDocument();
    expect(within(menu).queryByText('Holiday closure')).not.toBeInTheDocument();
    expect(within(menu).getByText('Thông báo cũ')).not.toHaveAttribute('lang');
    expect(calls('GET', '/api/notifications')).toBe(1);

    // A live one toasts in the language on screen too.
    await user.keyboard('{Escape}');
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().emit(
        'notification',
        notification('live', {
          seq: 2,
          title: 'Bác sĩ mới',
          message: 'Có bác sĩ mới.',
          title_en: 'New doctor',
          message_en: 'A new doctor joined.',
        }),
      );
    });
    const toasted = (await screen.findByText('New doctor')).closest('li');
    expect(toasted).toHaveTextContent('A new doctor joined.');
    expect(toasted).not.toHaveTextContent('Bác sĩ mới');
  });

  it('marks all as read', async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      items: [notification('a'), notification('b')],
      unread_count: 2,
    });
    const menu = await openBell(user, 'Thông báo, 2 chưa đọc');
    const markAll = within(menu).getByRole('menuitem', { name: 'Đánh dấu tất cả là đã đọc' });
    await user.click(markAll);

    await waitFor(() => expect(markAll).toHaveAttribute('aria-disabled', 'true'));
    expect(calls('POST', '/api/notifications/read-all')).toBe(1);
    expect(within(menu).queryByText('Chưa đọc')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await bell('Thông báo')).toBeInTheDocument();
  });

  it('refetches the list after a reconnect', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fetched = 0;
    const { calls } = setup(() => {
      fetched += 1;
      return fetched === 1
        ? { items: [], unread_count: 0 }
        : { items: [notification('missed')], unread_count: 1 };
    });
    await bell('Thông báo');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().open());
    expect(calls('GET', '/api/notifications')).toBe(1);

    act(() => FakeEventSource.latest().fail());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.latest().open());

    expect(await bell('Thông báo, 1 chưa đọc')).toBeInTheDocument();
    expect(calls('GET', '/api/notifications')).toBe(2);
  });

  it('closes the stream on sign-out', async () => {
    const user = userEvent.setup();
    const session = switchableSession(true);
    setup(
      { items: [], unread_count: 0 },
      { handlers: { 'GET /api/me': session.me, 'POST /api/auth/sign-out': session.signOut } },
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: /Menu tài khoản/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đăng xuất' }));

    await screen.findByRole('link', { name: 'Đăng nhập' });
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(screen.queryByRole('button', { name: /^Thông báo/ })).not.toBeInTheDocument();
  });

  describe('error toasts', () => {
    it('when the list cannot be fetched', async () => {
      setup(() => apiErrorResponse(503, 'service_unavailable', 'Down'));
      expect(await screen.findByText('Đã xảy ra lỗi khi tải thông báo')).toBeInTheDocument();
    });

    it('when marking one read fails, and the item turns unread again', async () => {
      const user = userEvent.setup();
      setup(
        { items: [notification('x')], unread_count: 1 },
        {
          handlers: {
            'POST /api/notifications/x/read': () =>
              apiErrorResponse(503, 'service_unavailable', 'Down'),
          },
        },
      );
      const menu = await openBell(user, 'Thông báo, 1 chưa đọc');
      await user.click(await within(menu).findByRole('menuitem', { name: /Tiêu đề x/ }));

      expect(await screen.findByText('Không thể đánh dấu thông báo là đã đọc')).toBeInTheDocument();
      expect(await bell('Thông báo, 1 chưa đọc')).toBeInTheDocument();
    });

    it('when marking all read fails, and the count comes back', async () => {
      const user = userEvent.setup();
      setup(
        { items: [notification('a'), notification('b')], unread_count: 2 },
        {
          handlers: {
            'POST /api/notifications/read-all': () =>
              apiErrorResponse(503, 'service_unavailable', 'Down'),
          },
        },
      );
      const menu = await openBell(user, 'Thông báo, 2 chưa đọc');
      await user.click(within(menu).getByRole('menuitem', { name: 'Đánh dấu tất cả là đã đọc' }));

      expect(
        await screen.findByText('Không thể đánh dấu tất cả thông báo là đã đọc'),
      ).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(await bell('Thông báo, 2 chưa đọc')).toBeInTheDocument();
    });
  });
});
