/** The tenant the screen and app renderers use unless a test names one: neutral, every menu feature on. */
import { neutralTenant, type PublicTenant } from '../lib/tenant.ts';
import { CHROME_FEATURES } from '../lib/tenant-chrome.ts';

export function testTenant(): PublicTenant {
  return {
    ...neutralTenant('en'),
    features: Object.fromEntries(
      CHROME_FEATURES.map((name) => [name, true]),
    ) as PublicTenant['features'],
  };
}
