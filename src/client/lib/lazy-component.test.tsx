import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/error-boundary';
import { changeLanguage } from '../i18n';
import { lazyComponent } from './lazy-component';

function Ready() {
  return <h1>Trang đã tải</h1>;
}

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/page-abc.js');

function renderLazy(load: () => Promise<{ Ready: typeof Ready }>) {
  const Page = lazyComponent(load, 'Ready');
  return render(
    <ErrorBoundary variant="section">
      <Suspense fallback={<p>…</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );
}

describe('lazyComponent', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('retries a failed chunk once and shows the page when the retry succeeds', async () => {
    const load = vi
      .fn<() => Promise<{ Ready: typeof Ready }>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValueOnce({ Ready });
    renderLazy(load);
    expect(await screen.findByRole('heading', { name: 'Trang đã tải' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['vi', 'Không tải được trang', 'Tải lại trang'],
    ['en', 'This page could not be loaded', 'Reload Page'],
  ] as const)(
    'after a second failure explains it in %s with a Reload button, not the browser error',
    async (lang, title, reload) => {
      await changeLanguage(lang);
      const load = vi.fn(() => Promise.reject(chunkFailure()));
      renderLazy(load);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: reload })).toBeInTheDocument();
      expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    },
  );
});
