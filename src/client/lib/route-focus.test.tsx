import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '../components/layout/skip-link';
import { useFocusHeadingOnNavigate } from './route-focus';

function Layout() {
  useFocusHeadingOnNavigate();
  return (
    <>
      <nav>
        <Link to="/doctors">Bác sĩ</Link>
        <Link to="/?page=2">Trang 2</Link>
      </nav>
      <main id={MAIN_CONTENT_ID}>
        <Outlet />
      </main>
    </>
  );
}

/** Shows its heading only once its "data" has arrived, as screens with queries do. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Danh sách bác sĩ</h1> : <p>Đang tải…</p>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { index: true, element: <h1>Trang chủ</h1> },
          { path: 'doctors', element: <SlowPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusHeadingOnNavigate', () => {
  it('leaves focus alone on the first load', () => {
    renderApp();
    expect(screen.getByRole('heading', { name: 'Trang chủ' })).not.toHaveFocus();
  });

  it("moves focus to the new page's h1 after navigation, waiting for it to appear", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Bác sĩ' }));
    const heading = await screen.findByRole('heading', { name: 'Danh sách bác sĩ' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps focus where it is when only the query string changes', async () => {
    const user = userEvent.setup();
    const router = renderApp();
    const pageLink = screen.getByRole('link', { name: 'Trang 2' });
    await user.click(pageLink);
    expect(router.state.location.search).toBe('?page=2');
    expect(pageLink).toHaveFocus();
    await act(() => router.navigate('/?page=3'));
    expect(screen.getByRole('heading', { name: 'Trang chủ' })).not.toHaveFocus();
  });
});
