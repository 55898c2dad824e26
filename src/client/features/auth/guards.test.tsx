import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { noFeaturedDoctors } from '../../test/api-stubs';
import { jsonResponse, meResponse, renderApp, stubFetch } from '../../test/render-app';

describe('RequireAdmin', { timeout: 30_000 }, () => {
  // Lazy chunks (the admin bundle is large); transform them up front, not inside a timed test.
  beforeAll(async () => {
    await Promise.all([import('../../app/admin-app'), import('../home/home-page')]);
  }, 120_000);

  it('sends a signed-in non-admin to the home page', async () => {
    stubFetch({ ...noFeaturedDoctors, 'GET /api/me': () => jsonResponse(meResponse()) });
    const { router } = renderApp('/admin/doctors');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a guest to sign in, remembering where they were going', async () => {
    stubFetch(noFeaturedDoctors);
    const { router } = renderApp('/admin/users?q=lan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/admin/users?q=lan',
    );
  });

  it('lets an admin in', async () => {
    stubFetch({
      ...noFeaturedDoctors,
      'GET /api/me': () => jsonResponse(meResponse({ isAdmin: true })),
    });
    const { router } = renderApp('/admin');
    // Whatever the admin area shows first, it is shown here rather than a redirect.
    expect((await screen.findAllByRole('heading', {}, { timeout: 15_000 })).length).toBeGreaterThan(
      0,
    );
    expect(router.state.location.pathname).toBe('/admin');
  });
});
