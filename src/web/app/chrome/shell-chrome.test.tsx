import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../lib/session.ts';
import { prepareLanguage, renderApp } from '../../test/render-app.tsx';
import { client, tenantWith } from './chrome-test-kit.tsx';

beforeAll(() => prepareLanguage('en'));
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  endSession();
});

describe('the in-app shell mounts the chrome (SPEC §2 Chrome)', () => {
  it('guarded pages get the header, the menus, the breadcrumb and the footer', async () => {
    startSession('token-1', client(true));
    renderApp('/finance', {
      tenant: tenantWith({
        menu: { primary: ['products', 'cart'], secondary: ['finance'], fixed: [] },
      }),
    });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('the getting-in pages have no chrome', async () => {
    renderApp('/unauthenticated');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
