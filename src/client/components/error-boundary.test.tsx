import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

const state = { fail: true, message: 'Không đọc được dữ liệu' };

function Fragile() {
  if (state.fail) throw new Error(state.message);
  return <p>Nội dung đã hiển thị</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    state.fail = true;
    state.message = 'Không đọc được dữ liệu';
    // React reports caught render errors to the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('section variant shows the fallback, and Try Again renders the children again', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary variant="section">
        <Fragile />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Đã xảy ra lỗi' })).toBeInTheDocument();
    expect(screen.getByText('Không đọc được dữ liệu')).toBeInTheDocument();
    expect(screen.getByText('Chi tiết kỹ thuật')).toBeInTheDocument();

    state.fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));

    expect(screen.getByText('Nội dung đã hiển thị')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Đã xảy ra lỗi' })).not.toBeInTheDocument();
  });

  it('page variant offers reload and a link home, with the component stack in details', async () => {
    state.message = '';
    render(
      <ErrorBoundary variant="page">
        <Fragile />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Đã xảy ra lỗi' })).toBeInTheDocument();
    expect(screen.getByText('Đã xảy ra lỗi không mong muốn.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    const details = screen.getByText('Chi tiết kỹ thuật').closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('Fragile');
  });

  it('resets when its resetKey changes', () => {
    const { rerender } = render(
      <ErrorBoundary variant="section" resetKey="/a">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Đã xảy ra lỗi' })).toBeInTheDocument();

    state.fail = false;
    rerender(
      <ErrorBoundary variant="section" resetKey="/b">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Nội dung đã hiển thị')).toBeInTheDocument();
  });
});
