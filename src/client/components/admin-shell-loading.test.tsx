import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../test/render-app';

describe('Opening an admin page directly', () => {
  it('draws the admin frame with skeletons at once while the session check is running', async () => {
    // The session check has not answered yet.
    stubFetch({ 'GET /api/me': () => new Promise<Response>(() => {}) });
    renderApp('/admin/visits');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Đang tải...');
    const inContent = status.querySelectorAll('[data-slot="skeleton"]').length;
    expect(inContent).toBeGreaterThan(0);
    // The frame around it (sidebar and header) is drawn too, before any admin code arrives.
    expect(document.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(
      inContent + 5,
    );
  });
});
