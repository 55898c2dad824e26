import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { lazyComponent } from '../lib/lazy-component';
import { DeferredWidget } from './deferred-widget';
import { ErrorBoundary } from './error-boundary';

function Dialog({ open }: { open: boolean }) {
  return <p>{open ? 'Dialog open' : 'Dialog closed'}</p>;
}

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/dialog-abc.js');

function renderWidget(load: () => Promise<{ Dialog: typeof Dialog }>) {
  const RealDialog = lazyComponent(load, 'Dialog');
  return render(
    <ErrorBoundary variant="section">
      <DeferredWidget
        standIn={<button type="button">Report</button>}
        opensOn="dialog"
        preload={RealDialog.preload}
      >
        {(start) => <RealDialog open={start.open} />}
      </DeferredWidget>
    </ErrorBoundary>,
  );
}

describe('DeferredWidget', () => {
  beforeEach(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await changeLanguage('en');
  });

  it('keeps the stand-in until the code arrives, then opens the real widget', async () => {
    const user = userEvent.setup();
    let arrive: (module: { Dialog: typeof Dialog }) => void = () => {};
    renderWidget(() => new Promise((resolve) => (arrive = resolve)));

    await user.click(screen.getByRole('button', { name: 'Report' }));
    // Still the stand-in (with the focus the press gave it) while the chunk is on its way.
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    arrive({ Dialog });
    expect(await screen.findByText('Dialog open')).toBeInTheDocument();
  });

  it('shows the error screen with a Reload button when its code fails to load twice', async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => Promise.reject(chunkFailure()));
    renderWidget(load);

    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
