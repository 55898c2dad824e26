import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { jsonResponse, renderApp, stubFetch } from '../../test/render-app';
import { REPORT } from './test-data';

describe('Transparency page', () => {
  beforeAll(async () => {
    await import('./transparency-page');
  }, 30_000);

  it('explains the rules with the live settings and shows the figures in each language', async () => {
    stubFetch({ 'GET /api/transparency': () => jsonResponse(REPORT) });
    renderApp('/transparency');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minh bạch' })).toBeInTheDocument();
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByTestId('minimum-sample')).toHaveTextContent('ít nhất 4 đánh giá');
    expect(screen.getByText(/khi 5 người báo cáo khác nhau/)).toBeInTheDocument();
    expect(screen.getByText('Chuyên môn y khoa: 40%')).toBeInTheDocument();
    expect(screen.getByText('5,5 giờ')).toBeInTheDocument();
    // Where each review stands now: 1,000 public, 153 awaiting (3 of them hidden after reports).
    expect(screen.getByText('153')).toBeInTheDocument();
    expect(screen.getByText(/3 đánh giá bị ẩn sau báo cáo/)).toBeInTheDocument();
    expect(screen.getByText(/Hiện có 1\.500 đánh giá công khai trên trang/)).toBeInTheDocument();
    const reasons = screen.getByRole('table', { name: 'Từ chối hoặc gỡ theo lý do' });
    expect(within(reasons).getByRole('row', { name: 'Spam 15' })).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transparency' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('5.5 hours')).toBeInTheDocument();
    expect(screen.getByTestId('minimum-sample')).toHaveTextContent('at least 4 moderated reviews');
    await act(() => changeLanguage('vi'));
  });

  it('is linked from the footer', async () => {
    stubFetch({ 'GET /api/transparency': () => jsonResponse(REPORT) });
    renderApp('/transparency');
    const footer = await screen.findByRole('navigation', { name: 'Liên kết cuối trang' });
    expect(within(footer).getByRole('link', { name: 'Minh bạch' })).toHaveAttribute(
      'href',
      '/transparency',
    );
  });
});
