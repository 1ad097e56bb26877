import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import MarketingScreen, { marketingLink } from './marketing-screen.tsx';

const allowed = ['https://wa.me', 'https://clube.guanabara-refrescos.example'];

beforeAll(async () => {
  await initI18n('en');
});

describe('/marketing (SPEC §2; SECURITY.md T10 allow-list)', () => {
  it.each([
    [
      'https://clube.guanabara-refrescos.example/ofertas',
      'https://clube.guanabara-refrescos.example/ofertas',
    ],
    ['https://evil.example/ofertas', undefined],
    ['http://clube.guanabara-refrescos.example/ofertas', undefined],
    ['javascript:alert(1)', undefined],
    [undefined, undefined],
  ])('marketing link %s → %s', (url, expected) => {
    expect(marketingLink(url, allowed, 'https://app.example')).toBe(expected);
  });

  it('an allow-listed link opens in a new tab with rel="noopener noreferrer"', () => {
    const tenant: PublicTenant = {
      ...neutralTenant('en'),
      marketingUrl: 'https://clube.guanabara-refrescos.example/ofertas',
      allowedRedirectOrigins: allowed,
    };
    renderScreen(MarketingScreen, { path: '/marketing', tenant });
    const link = screen.getByRole('link', { name: /Rewards club.*opens in a new tab/ });
    expect(link).toHaveAttribute('href', 'https://clube.guanabara-refrescos.example/ofertas');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a link outside the allow-list, or none, shows the not-found message', () => {
    const tenant: PublicTenant = {
      ...neutralTenant('en'),
      marketingUrl: 'https://evil.example/x',
      allowedRedirectOrigins: allowed,
    };
    renderScreen(MarketingScreen, { path: '/marketing', tenant });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('There is no marketing content available.')).toBeInTheDocument();
  });
});
