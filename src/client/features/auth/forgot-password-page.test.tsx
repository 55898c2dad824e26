import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from '../../test/render-app';

describe('Forgot password', { timeout: 20_000 }, () => {
  it('says that the link already sent still works, and when a new one can be asked for', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/auth/request-password-reset': () =>
        jsonResponse(
          {
            error: {
              code: 'rate_limited',
              message: 'Too many attempts',
              details: { retry_after: 2400, reason: 'reset_link_sent' },
            },
          },
          429,
        ),
    });
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'lan@example.com');
    await user.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('chưa đầy một giờ trước và vẫn còn hiệu lực');
    expect(alert).toHaveTextContent('Bạn có thể yêu cầu liên kết mới sau 40 phút.');
  });
});
