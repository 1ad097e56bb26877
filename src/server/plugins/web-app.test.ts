import { describe, expect, it } from 'vitest';
import { pageFor } from './web-app.ts';

describe('pageFor: the built page a path opens', () => {
  it.each([
    ['/products', 'in-app.html'],
    ['/', 'in-app.html'],
    ['/error', 'in-app.html'],
    ['/login', 'index.html'],
    ['/set-password', 'index.html'],
    ['/admin/orders', 'admin/index.html'],
  ])('%s, with in-app.html built: %s', (path, page) => {
    expect(pageFor(path, true)).toBe(page);
  });

  it('a build without in-app.html serves index.html everywhere in the shop', () => {
    expect(['/products', '/', '/login'].map((path) => pageFor(path, false))).toEqual([
      'index.html',
      'index.html',
      'index.html',
    ]);
    expect(pageFor('/admin', false)).toBe('admin/index.html');
  });
});
