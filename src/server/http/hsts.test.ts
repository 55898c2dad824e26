import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/file-app';

const t = testAppForFile({ PUBLIC_URL: 'https://reviews.example.vn' });
const HSTS = 'max-age=63072000; includeSubDomains';

describe('served over HTTPS', () => {
  it('tells browsers to use HTTPS only, on JSON answers and on pages alike', async () => {
    const json = await t.api('GET /api/health');
    expect(json.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(json.headers.get('strict-transport-security')).toBe(HSTS);
    const page = await t.api('GET /api/docs');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('strict-transport-security')).toBe(HSTS);
  });
});
