import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app';

describe('NotFoundPage', () => {
  it('shows the 404 page and logs the missing path as information, not an error', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const consoleInfo = vi.spyOn(console, 'info').mockImplementation(() => {});
    stubFetch({});

    renderApp('/khong-co-trang-nay');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lỗi 404' })).toBeInTheDocument();
    expect(
      screen.getByText('Rất tiếc! Trang bạn tìm không tồn tại hoặc đã được chuyển đi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay về trang chủ' })).toHaveAttribute('href', '/');
    // Logged from an effect, which may run after the page has painted.
    await vi.waitFor(() =>
      expect(consoleInfo).toHaveBeenCalledWith('404: no page at', '/khong-co-trang-nay'),
    );
    expect(consoleError).not.toHaveBeenCalled();
  });
});
