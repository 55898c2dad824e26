import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_EXPIRY_MARGIN_MS,
  SESSION_UPDATE_AGE_MS,
  sessionNeedsRefresh,
} from './session-keep-alive';

const NOW = Date.parse('2026-05-01T08:00:00Z');
const inMs = (ms: number) => new Date(NOW + ms).toISOString();

describe('sessionNeedsRefresh', () => {
  it('refreshes within 90 s of expiry', () => {
    expect(sessionNeedsRefresh(inMs(SESSION_EXPIRY_MARGIN_MS + 1000), NOW, NOW)).toBe(false);
    expect(sessionNeedsRefresh(inMs(SESSION_EXPIRY_MARGIN_MS), NOW, NOW)).toBe(true);
  });

  it('refreshes once a day so sliding expiry moves the session on', () => {
    const week = 7 * SESSION_UPDATE_AGE_MS;
    expect(sessionNeedsRefresh(inMs(week), NOW - SESSION_UPDATE_AGE_MS + 1, NOW)).toBe(false);
    expect(sessionNeedsRefresh(inMs(week), NOW - SESSION_UPDATE_AGE_MS, NOW)).toBe(true);
  });
});

describe('session keep-alive', { timeout: 20_000 }, () => {
  // The home page is a lazy chunk; transform it up front rather than inside a timed test.
  beforeAll(async () => {
    await import('../../features/home/home-page');
  }, 60_000);

  afterEach(() => {
    vi.useRealTimers();
    // Drop the instance override so later tests see jsdom's own visibilityState again.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('refreshes a session close to expiry, and re-checks the user when the tab wakes', async () => {
    let sessionReads = 0;
    let meReads = 0;
    const fetchMock = stubFetch({
      'GET /api/doctors/featured': () => jsonResponse({ items: [] }),
      'GET /api/me': () => {
        meReads += 1;
        return jsonResponse(meResponse());
      },
      'GET /api/auth/get-session': () => {
        sessionReads += 1;
        // First answer: about to expire; then a renewed week-long session.
        const expiresAt = new Date(Date.now() + (sessionReads === 1 ? 60_000 : 7 * 86_400_000));
        return jsonResponse({ session: { expiresAt: expiresAt.toISOString() }, user: {} });
      },
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderApp('/');
    await waitFor(() => expect(sessionReads).toBe(1));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    });
    await waitFor(() => expect(sessionReads).toBe(2));
    // Far from expiry now: the next ticks leave it alone.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * SESSION_CHECK_INTERVAL_MS);
    });
    expect(sessionReads).toBe(2);

    const meBefore = meReads;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(sessionReads).toBe(3));
    await waitFor(() => expect(meReads).toBe(meBefore + 1));
    expect(fetchMock).toHaveBeenCalled();
  });

  it('keeps isAdmin, quietly, when a re-check fails', async () => {
    let failing = false;
    let meReads = 0;
    stubFetch({
      'GET /api/doctors/featured': () => jsonResponse({ items: [] }),
      'GET /api/me': () => {
        meReads += 1;
        return failing
          ? apiErrorResponse(503, 'service_unavailable', 'Down')
          : jsonResponse(meResponse({ isAdmin: true }));
      },
    });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng chính' });
    expect(await within(nav).findByRole('link', { name: 'Quản trị' })).toBeInTheDocument();

    failing = true;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(meReads).toBe(2));
    // Only a first check that fails is reported; this one keeps the last answer quietly.
    expect(screen.queryByText('Không kiểm tra được phiên đăng nhập')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Quản trị' })).toBeInTheDocument();
  });

  it('reports a first session check that fails', async () => {
    stubFetch({
      'GET /api/doctors/featured': () => jsonResponse({ items: [] }),
      'GET /api/me': () => apiErrorResponse(503, 'service_unavailable', 'Down'),
    });
    renderApp('/');
    expect(await screen.findByText('Không kiểm tra được phiên đăng nhập')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
  });
});
