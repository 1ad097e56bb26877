/** Test helper: the app's routes in a memory router, with the tenant and language given. */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { LanguageCode } from '../../domain/types.ts';
import { Providers } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { initI18n } from '../lib/i18n.ts';
import type { PublicTenant } from '../lib/tenant.ts';
import { testTenant } from './test-tenant.ts';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export interface RenderAppOptions {
  tenant?: PublicTenant;
  language?: LanguageCode;
}

/** Loads the language first (await it before faking timers). */
export async function prepareLanguage(language: LanguageCode = 'en'): Promise<void> {
  await initI18n(language);
}

/** Renders the routes at `path`; call prepareLanguage() first. */
export function renderApp(path: string, { tenant = testTenant() }: RenderAppOptions = {}) {
  return render(
    <Providers tenant={tenant}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}
