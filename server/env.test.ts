import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('has working defaults: port 3000 on 127.0.0.1 with data in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', siteUrl: 'http://127.0.0.1:3000', mediaBaseUrl: '/media', seedVehicles: 3000 });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.siteUrlConfigured).toBe(false);
    expect(loadConfig({ SITE_URL: 'https://www.roro-motors.example/' })).toMatchObject({ siteUrl: 'https://www.roro-motors.example', siteUrlConfigured: true });
  });

  it('stops the start with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigurationError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    }
  });
});
