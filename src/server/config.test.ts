import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.DATA_DIR).toMatch(/data$/);
    expect(c.seedDemo).toBe(true);
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('never seeds demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('takes an SMS gateway as smpp:// or ssmpp://, and Zalo only with everything it needs', () => {
    const url = 'smpp://clinic:s3cret@sms.example.vn:2775';
    expect(loadConfig({ SMPP_URL: url }).SMPP_URL).toBe(url);
    expect(loadConfig({ SMPP_URL: url.replace('smpp', 'ssmpp') }).SMPP_URL).toMatch(/^ssmpp:/);
    expect(() => loadConfig({ SMPP_URL: 'http://sms.example.vn' })).toThrow(/SMPP_URL/);
    expect(() => loadConfig({ SMPP_URL: 'smpp://sms.example.vn:2775' })).toThrow(/SMPP_URL/);
    expect(() => loadConfig({ ZALO_APP_ID: '1234567890' })).toThrow(/ZALO_SECRET_KEY/);
  });
});
