import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { renderApp, stubFetch } from '../../test/render-app';

describe('PrivacyPage', () => {
  it('names the controller, the data, retention, the rights and the contact, in each language', async () => {
    stubFetch({});
    renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thông báo về quyền riêng tư' }),
    ).toBeInTheDocument();
    for (const name of [
      'Ai chịu trách nhiệm',
      'Chúng tôi thu thập gì và vì sao',
      'Lưu giữ trong bao lâu',
      'Quyền của bạn và cách thực hiện',
      'Liên hệ',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText('Phiên bản 2026-11')).toBeInTheDocument();
    expect(screen.getByText(/Tải dữ liệu của tôi/)).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy notice' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Who is responsible' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Close my account/)).toBeInTheDocument();
    await act(() => changeLanguage('vi'));
  });

  it('is linked from the footer', async () => {
    stubFetch({});
    renderApp('/privacy');
    const footer = await screen.findByRole('navigation', { name: 'Liên kết cuối trang' });
    expect(within(footer).getByRole('link', { name: 'Quyền riêng tư' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
