import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET_A = 'a'.repeat(32);
const SECRET_B = 'b'.repeat(32);

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'refill-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      APP_ENV: 'production',
      DEPLOYMENT_FAMILY: 'all',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      WEB_DIST: resolve('dist/web'),
      TRUST_PROXY: false,
      generatedSecrets: true,
    });
  });

  it('TRUST_PROXY takes a hop count or proxy addresses, never "believe anyone"', () => {
    const trust = (value: string) =>
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 192.0.2.7,loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
    ]);
    expect(trust('2001:db8::/32')).toEqual(['2001:db8::/32']);
    for (const bad of ['true', '0', '11', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).PUBLIC_URL).toBe(
      'http://localhost:8080',
    );
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe(
      'https://shop.example',
    );
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['APP_ENV', { APP_ENV: 'staging' }],
    ['DEPLOYMENT_FAMILY', { DEPLOYMENT_FAMILY: 'europe' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://x' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['BOT_KEYS', { BOT_KEYS: 'not json' }],
    ['BOT_KEYS', { BOT_KEYS: '{"2":"short"}' }],
    ['BOT_KEYS', { BOT_KEYS: '{"two":"0123456789abcdef0123"}' }],
    ['OPERATOR_KEY', { OPERATOR_KEY: 'short' }],
  ])('fails fast naming %s', (variable, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(
      expect.objectContaining({ name: 'ConfigError', variable }),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(variable);
  });

  it.each([
    ['latam', 'test', true],
    ['latam', 'homologation', true],
    ['latam', 'dev', false],
    ['koboss', 'qa', true],
    ['koboss', 'homologation', false],
    ['asia', 'dev', true],
    ['asia', 'test', false],
  ])('family %s with APP_ENV=%s is accepted: %s (PRODUCT.md families)', (family, env, ok) => {
    const load = () => loadConfig({ DATA_DIR: dataDir, DEPLOYMENT_FAMILY: family, APP_ENV: env });
    if (ok) expect(load().APP_ENV).toBe(env);
    else expect(load).toThrow(expect.objectContaining({ variable: 'APP_ENV' }));
  });

  describe('secrets', () => {
    const realProduction = { APP_ENV: 'production', DATABASE_URL: 'postgres://db/refill' };

    it.each([['SESSION_SECRET'], ['LINK_SECRET']])(
      'requires %s for production on PostgreSQL',
      (missing) => {
        const env = { ...realProduction, SESSION_SECRET: SECRET_A, LINK_SECRET: SECRET_B };
        delete (env as Record<string, string | undefined>)[missing];
        expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(
          expect.objectContaining({ variable: missing }),
        );
      },
    );

    it('uses given secrets in production on PostgreSQL, writes no secrets file, derives no keys', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        ...realProduction,
        SESSION_SECRET: SECRET_A,
        LINK_SECRET: SECRET_B,
      });
      expect(config).toMatchObject({
        SESSION_SECRET: SECRET_A,
        LINK_SECRET: SECRET_B,
        BOT_KEYS: {},
        OPERATOR_KEY: undefined,
        generatedSecrets: false,
      });
      expect(() => statSync(join(dataDir, 'secrets.json'))).toThrow();
    });

    it('generates secrets once in DATA_DIR/secrets.json (owner-only) and keeps them across restarts', () => {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });
      expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(first.SESSION_SECRET).not.toBe(first.LINK_SECRET);
      expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
      expect(second.LINK_SECRET).toBe(first.LINK_SECRET);
      expect(statSync(join(dataDir, 'secrets.json')).mode & 0o077).toBe(0);
      expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'))).toEqual({
        sessionSecret: first.SESSION_SECRET,
        linkSecret: first.LINK_SECRET,
      });
    });

    it('generates secrets for production on the embedded database (npm start)', () => {
      expect(loadConfig({ DATA_DIR: dataDir, APP_ENV: 'production' }).generatedSecrets).toBe(true);
    });

    it('names DATA_DIR when secrets.json is corrupt', () => {
      writeFileSync(join(dataDir, 'secrets.json'), '{broken');
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(
        expect.objectContaining({ variable: 'DATA_DIR' }),
      );
    });

    it('derives stable, distinct bot keys for the 14 tenants and an operator key when not given', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        LINK_SECRET: SECRET_B,
        SESSION_SECRET: SECRET_A,
      });
      expect(Object.keys(config.BOT_KEYS)).toHaveLength(14);
      expect(new Set(Object.values(config.BOT_KEYS)).size).toBe(14);
      expect(config.OPERATOR_KEY).toMatch(/^[\w-]{32}$/);
      const again = loadConfig({
        DATA_DIR: dataDir,
        LINK_SECRET: SECRET_B,
        SESSION_SECRET: SECRET_A,
      });
      expect(again.BOT_KEYS).toEqual(config.BOT_KEYS);
      const otherSecret = loadConfig({
        DATA_DIR: dataDir,
        LINK_SECRET: 'c'.repeat(32),
        SESSION_SECRET: SECRET_A,
      });
      expect(otherSecret.BOT_KEYS['2']).not.toBe(config.BOT_KEYS['2']);
    });

    it('takes BOT_KEYS as a JSON map', () => {
      const keys = { '2': '0123456789abcdef0123', '5': 'fedcba9876543210fedc' };
      expect(loadConfig({ DATA_DIR: dataDir, BOT_KEYS: JSON.stringify(keys) }).BOT_KEYS).toEqual(
        keys,
      );
    });
  });

  it('is a ConfigError with the variable in its message', () => {
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^Invalid configuration: PORT /);
    }
  });
});
