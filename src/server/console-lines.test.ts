import { describe, expect, it } from 'vitest';
import { consoleLines } from './console-lines.ts';

describe('the console lines npm start prints', () => {
  const config = { PUBLIC_URL: 'http://localhost:3000' };

  it('gives the address and the demo operators next to the demo link', () => {
    expect(consoleLines(config, true)).toEqual([
      'Console: http://localhost:3000/admin',
      'Console demo login: admin@2.refill.test (also sales@, finance@; platform@refill.test for every tenant), password Demo@2026',
    ]);
  });

  it('gives the address and the CLI without demo data', () => {
    const lines = consoleLines(config, false);
    expect(lines[0]).toBe('Console: http://localhost:3000/admin');
    expect(lines[1]).toContain('npm run operator -- --bottler');
    expect(lines.join('\n')).not.toContain('Demo@2026');
  });
});
