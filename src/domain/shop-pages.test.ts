import { describe, expect, it } from 'vitest';
import { isGettingInPath } from './shop-pages.ts';

describe('isGettingInPath', () => {
  it.each(['/login', '/LOGIN', '/logout/', '/unauthenticated//', '/set-password'])(
    '%s: a getting-in page',
    (path) => {
      expect(isGettingInPath(path)).toBe(true);
    },
  );

  it.each(['/', '', '/products', '/home/', '/error', '/login/extra', '/logins', '/nowhere'])(
    '%s: drawn in the shell (or an unknown path the app answers)',
    (path) => {
      expect(isGettingInPath(path)).toBe(false);
    },
  );
});
