import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../test/render-app';
import { hasSessionHint, SESSION_HINT_KEY } from './session-hint';

const requested = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.some(([input]) =>
    String(input instanceof Request ? input.url : input).includes(path),
  );

const session = { session: { expiresAt: '2099-01-01T00:00:00.000Z' }, user: { id: 'user-1' } };

describe('The first session check', () => {
  beforeEach(() => {
    window.localStorage.removeItem(SESSION_HINT_KEY);
  });

  it('leaves a guest a guest without a failing /api/me request', async () => {
    const fetchMock = stubFetch({
      'GET /api/auth/get-session': () => jsonResponse(null),
      'GET /api/doctors/featured': () => jsonResponse({ items: [] }),
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(requested(fetchMock, '/api/auth/get-session')).toBe(true);
    expect(requested(fetchMock, '/api/me')).toBe(false);
  });

  it('reads the account once the session endpoint reports a session, and remembers it', async () => {
    stubFetch({
      'GET /api/auth/get-session': () => jsonResponse(session),
      'GET /api/me': () => jsonResponse(meResponse({ firstName: 'Hoa' })),
      'GET /api/doctors/featured': () => jsonResponse({ items: [] }),
    });
    renderApp('/');
    expect(await screen.findAllByText(/Hoa/)).not.toHaveLength(0);
    expect(hasSessionHint()).toBe(true);
  });

  it('forgets the hint when the session has ended (401), and shows a guest', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    stubFetch({ 'GET /api/doctors/featured': () => jsonResponse({ items: [] }) });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
    await waitFor(() => expect(hasSessionHint()).toBe(false));
  });
});
