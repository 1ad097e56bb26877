/** The tenant the screen and app renderers use unless a test names one: neutral, every menu feature on. */
import {
  neutralTenant,
  toPublicTenant,
  type PublicTenant,
  type PublicTenantConfig,
} from '../lib/tenant.ts';
import { CHROME_FEATURES } from '../lib/tenant-chrome.ts';

export function testTenant(): PublicTenant {
  return {
    ...neutralTenant('en'),
    features: Object.fromEntries(
      CHROME_FEATURES.map((name) => [name, true]),
    ) as PublicTenant['features'],
  };
}

/** A tenant as the web makes it from a server answer that sets `fields` (the rest neutral). */
export function tenantFrom(fields: Partial<PublicTenantConfig>): PublicTenant {
  return toPublicTenant({ ...neutralTenant('en'), ...fields } as unknown as PublicTenantConfig);
}
