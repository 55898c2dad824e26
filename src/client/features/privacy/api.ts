import { currentLanguage } from '../../i18n';
import { type ApiInput, api } from '../../lib/api';
import { ApiError } from '../../lib/api-errors';

/** Hands a file to the browser's download. */
function saveFile(content: BlobPart, type: string, name: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn, once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the data export: JSON, or the readable HTML page the server renders. */
export async function downloadMyData(format: 'json' | 'html') {
  if (format === 'json') {
    const data = await api('GET /api/me/data-export');
    saveFile(JSON.stringify(data, null, 2), 'application/json', 'my-data.json');
    return;
  }
  // The readable version is an HTML page, not JSON, so it is read as text; an error is JSON.
  let response: Response;
  try {
    // In the language the site is shown in, which the person is reading.
    response = await fetch(`/api/me/data-export.html?lang=${currentLanguage()}`, {
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError('network', error instanceof Error ? error.message : String(error), 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code: string; message: string; details?: unknown };
    } | null;
    const code = body?.error?.code ?? (response.status === 429 ? 'rate_limited' : 'internal_error');
    throw new ApiError(code, body?.error?.message ?? '', response.status, body?.error?.details);
  }
  saveFile(await response.text(), 'text/html', 'my-data.html');
}

/** Sends a code to the account's phone, to confirm closing the account with it. */
export const sendPhoneCode = (input: ApiInput<'POST /api/auth/phone-number/send-otp'>) =>
  api('POST /api/auth/phone-number/send-otp', input);

/** Closes the account for good (password and/or code, and what happens to the reviews). */
export const closeAccount = (input: ApiInput<'DELETE /api/me/account'>) =>
  api('DELETE /api/me/account', input);
