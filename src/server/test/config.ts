/** A Config for tests: fixed secrets (nothing written to disk), silent logs, overridable. */
import { loadConfig, type Config } from '../config.ts';

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    LINK_SECRET: 'test-link-secret-0123456789abcdef0123',
    LOG_LEVEL: 'silent',
    APP_ENV: 'test',
    DEPLOYMENT_FAMILY: 'all',
    WEB_DIST: '/nonexistent/refill-web-dist',
    ...env,
  });
}
