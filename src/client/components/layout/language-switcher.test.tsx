import type { MeResponse } from '@shared/me';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, LANGUAGE_STORAGE_KEY } from '../../i18n';
import { noFeaturedDoctors } from '../../test/api-stubs';
import {
  apiErrorResponse,
  jsonResponse,
  meResponse,
  renderApp,
  stubFetch,
} from '../../test/render-app';

const VI_HEADING = 'Tìm bác sĩ bạn có thể tin tưởng';
const EN_HEADING = 'Find a doctor you can trust';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** A signed-in user whose profile says `language`; the stub server keeps what PATCH saves. */
function signedIn(language: string, patch?: (request: Request) => Response | Promise<Response>) {
  let current: MeResponse = { ...meResponse(), profile: { ...meResponse().profile, language } };
  const bodies: unknown[] = [];
  const fetchMock = stubFetch({
    ...noFeaturedDoctors,
    'GET /api/me': () => jsonResponse(current),
    'PATCH /api/me/profile': async (request) => {
      const body = (await request.clone().json()) as { language: string };
      bodies.push(body);
      if (patch) return patch(request);
      current = { ...current, profile: { ...current.profile, ...body } };
      return jsonResponse(current);
    },
  });
  return { fetchMock, bodies, me: () => current };
}

async function choose(user: ReturnType<typeof userEvent.setup>, from: RegExp, to: string) {
  await user.click(await screen.findByRole('button', { name: from }));
  await user.click(await screen.findByRole('menuitemradio', { name: to }));
}

describe("the profile's language", { timeout: 20_000 }, () => {
  afterEach(() => {
    toast.dismiss();
  });

  it('is applied when a signed-in user is read, on a browser that remembers nothing', async () => {
    signedIn('en');
    renderApp('/');

    expect(await heading(EN_HEADING)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');
    // From now on this browser remembers it, for the pages a guest sees after signing out.
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it("wins over the browser's remembered choice once signed in", async () => {
    await act(() => changeLanguage('en'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    signedIn('vi');
    renderApp('/');

    expect(await heading(VI_HEADING)).toBeInTheDocument();
    expect(i18n.language).toBe('vi');
  });

  it('follows the profile when it is changed elsewhere and read again', async () => {
    const server = signedIn('vi');
    const { queryClient } = renderApp('/');
    expect(await heading(VI_HEADING)).toBeInTheDocument();

    server.me().profile.language = 'en';
    await act(() => queryClient.invalidateQueries({ queryKey: ['me'], exact: true }));
    expect(await heading(EN_HEADING)).toBeInTheDocument();
  });
});

describe('the language switcher', { timeout: 20_000 }, () => {
  afterEach(() => {
    toast.dismiss();
  });

  it("saves a signed-in user's choice to the profile, so a re-read keeps it", async () => {
    const user = userEvent.setup();
    const server = signedIn('vi');
    const { queryClient } = renderApp('/');
    expect(await heading(VI_HEADING)).toBeInTheDocument();
    // Signed in: the account menu is there.
    await screen.findByRole('button', { name: /Menu tài khoản/ });

    await choose(user, /Ngôn ngữ: Tiếng Việt/, 'English');

    expect(await heading(EN_HEADING)).toBeInTheDocument();
    await waitFor(() => expect(server.bodies).toEqual([{ language: 'en' }]));
    await waitFor(() => expect(server.me().profile.language).toBe('en'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');

    // Reading the user again keeps English: the profile now says so.
    await act(() => queryClient.invalidateQueries({ queryKey: ['me'], exact: true }));
    expect(screen.getByRole('heading', { level: 1, name: EN_HEADING })).toBeInTheDocument();

    // And back: saved again.
    await choose(user, /Language: English/, 'Tiếng Việt');
    expect(await heading(VI_HEADING)).toBeInTheDocument();
    await waitFor(() => expect(server.me().profile.language).toBe('vi'));
    expect(server.bodies).toHaveLength(2);
  });

  it('keeps the choice when a re-read that started during the save lands after it', async () => {
    const user = userEvent.setup();
    let current: MeResponse = {
      ...meResponse(),
      profile: { ...meResponse().profile, language: 'vi' },
    };
    let releaseSave: (() => void) | undefined;
    let releaseRead: (() => void) | undefined;
    let holdReads = false;
    stubFetch({
      ...noFeaturedDoctors,
      'GET /api/me': async () => {
        // The account as it is when the request arrives, answered when the test says so.
        const read = current;
        if (holdReads) await new Promise<void>((resolve) => (releaseRead = resolve));
        return jsonResponse(read);
      },
      'PATCH /api/me/profile': async (request) => {
        const body = (await request.clone().json()) as { language: string };
        await new Promise<void>((resolve) => (releaseSave = resolve));
        current = { ...current, profile: { ...current.profile, ...body } };
        return jsonResponse(current);
      },
    });
    const { queryClient } = renderApp('/');
    await screen.findByRole('button', { name: /Menu tài khoản/ });

    await choose(user, /Ngôn ngữ: Tiếng Việt/, 'English');
    expect(await heading(EN_HEADING)).toBeInTheDocument();
    await waitFor(() => expect(releaseSave).toBeDefined());
    // A re-read starts while the save is under way and reads the account before it.
    holdReads = true;
    void queryClient.invalidateQueries({ queryKey: ['me'], exact: true });
    await waitFor(() => expect(releaseRead).toBeDefined());
    await act(async () => releaseSave?.());
    await waitFor(() =>
      expect(queryClient.getQueryData<MeResponse>(['me'])?.profile.language).toBe('en'),
    );

    await act(async () => {
      releaseRead?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(queryClient.getQueryData<MeResponse>(['me'])?.profile.language).toBe('en');
    expect(screen.getByRole('heading', { level: 1, name: EN_HEADING })).toBeInTheDocument();
  });

  it("only remembers a guest's choice in the browser", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(noFeaturedDoctors);
    renderApp('/');
    await screen.findByRole('link', { name: 'Đăng nhập' });

    await choose(user, /Ngôn ngữ: Tiếng Việt/, 'English');

    expect(await heading(EN_HEADING)).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches).toEqual([]);
  });

  it('keeps the chosen language and says so when the profile cannot be saved', async () => {
    const user = userEvent.setup();
    const server = signedIn('vi', () => apiErrorResponse(503, 'service_unavailable', 'Down'));
    const { queryClient } = renderApp('/');
    await screen.findByRole('button', { name: /Menu tài khoản/ });

    await choose(user, /Ngôn ngữ: Tiếng Việt/, 'English');

    expect(await heading(EN_HEADING)).toBeInTheDocument();
    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    expect(server.bodies).toHaveLength(1);
    // A re-read answering the old language does not switch the screen back under the reader.
    await act(() => queryClient.invalidateQueries({ queryKey: ['me'], exact: true }));
    expect(screen.getByRole('heading', { level: 1, name: EN_HEADING })).toBeInTheDocument();
  });
});
