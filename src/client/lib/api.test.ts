import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { apiFetch } from './api';
import { ApiError, translateError } from './api-errors';

function respond(body: string, status: number, contentType = 'application/json') {
  return vi.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': contentType } }),
  );
}

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = respond('{"ok":true}', 200);
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns an error body into an ApiError', async () => {
    const body = { error: { code: 'conflict', message: 'Taken', details: { field: 'email' } } };
    vi.stubGlobal('fetch', respond(JSON.stringify(body), 409));

    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'conflict', message: 'Taken', status: 409 });
    expect((error as ApiError).details).toEqual({ field: 'email' });
  });

  it('derives a code from the status when the body is not JSON', async () => {
    vi.stubGlobal('fetch', respond('<html>Bad gateway</html>', 502, 'text/html'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      code: 'service_unavailable',
      status: 502,
    });
  });

  it("reports network failures as code 'network'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'network', status: 0 });
  });
});

describe('translateError', () => {
  it('uses errors.<code> in the current language, else the server message', async () => {
    expect(translateError(new ApiError('rate_limited', 'Slow down', 429))).toBe(
      'Bạn thao tác quá nhanh. Vui lòng đợi một lát rồi thử lại.',
    );
    expect(translateError(new ApiError('weird_code', 'Server says no', 400))).toBe(
      'Server says no',
    );
    await changeLanguage('en');
    expect(translateError(new ApiError('network', 'Failed to fetch', 0))).toBe(
      'Cannot reach the server. Please check your internet connection.',
    );
  });
});
