import { act, render, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQuery } from '../test/media-query';
import { AppToaster } from './app-toaster';

function stubViewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) =>
    staticMediaQuery(query, phone && query.includes('max-width')),
  );
}

async function toasterPosition(): Promise<string | null> {
  render(<AppToaster />);
  await act(async () => {
    toast.info('Đã lưu');
  });
  const list = await waitFor(() => {
    const found = document.querySelector('[data-sonner-toaster]');
    if (!found) throw new Error('no toast list yet');
    return found;
  });
  return `${list.getAttribute('data-y-position')}-${list.getAttribute('data-x-position')}`;
}

describe('AppToaster', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('shows toasts at the bottom on phones, clear of the header and the first choices', async () => {
    stubViewport(true);
    expect(await toasterPosition()).toBe('bottom-center');
  });

  it('shows toasts in the bottom right corner on wide screens, clear of the heading', async () => {
    stubViewport(false);
    expect(await toasterPosition()).toBe('bottom-right');
  });
});
