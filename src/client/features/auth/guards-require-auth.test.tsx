import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { apiErrorResponse, jsonResponse, meResponse, stubFetch } from '../../test/render-app';
import { RequireAuth } from './guards';

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <p>sign-in screen</p> },
      {
        element: <RequireAuth />,
        children: [{ path: '/feedback', element: <p>members only</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient({ queries: { retry: false } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('RequireAuth', () => {
  it('sends a guest to sign in with the way back', async () => {
    stubFetch({});
    const router = renderGuarded('/feedback?doctor=d1');
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Ffeedback%3Fdoctor%3Dd1');
  });

  it('keeps a link sent to a phone on the phone sign-in', async () => {
    stubFetch({});
    const router = renderGuarded('/feedback?invite=abc&via=phone');
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('via')).toBe('phone');
    expect(params.get('redirect')).toBe('/feedback?invite=abc&via=phone');
  });

  it('shows the page to a signed-in user', async () => {
    stubFetch({ 'GET /api/me': () => jsonResponse(meResponse()) });
    renderGuarded('/feedback');
    expect(await screen.findByText('members only')).toBeInTheDocument();
  });

  it('reports a failed first session check and treats the visitor as a guest', async () => {
    stubFetch({ 'GET /api/me': () => apiErrorResponse(503, 'service_unavailable', 'Down') });
    const router = renderGuarded('/feedback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
