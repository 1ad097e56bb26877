/**
 * What must be known before the first render: the tenant (brand colours, default language) and
 * the messages of the chosen language. The CSS preloader covers this wait.
 */
import { formatCount, isSupportedLanguage } from '../../domain/locale.ts';
import type { LanguageCode } from '../../domain/types.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { applyBrandColors } from '../lib/brand-colors.ts';
import { preloadImage } from '../lib/preload-image.ts';
import { applyTenantLook } from '../lib/tenant-look.ts';
import { chooseLanguage, initI18n, loadMessages, rememberLanguage } from '../lib/i18n.ts';
import { readStored } from '../lib/storage.ts';
import { loadPublicTenant, resolveBottler, type PublicTenant } from '../lib/tenant.ts';

export interface Bootstrapped {
  tenant: PublicTenant;
  language: LanguageCode;
}

/**
 * `tenantCall`: the tenant's call the entry already made (app/early.ts); without it, bootstrap
 * asks for the tenant itself.
 */
export async function bootstrap(
  search: string,
  client: ApiClient,
  tenantCall: Promise<PublicTenant> = loadPublicTenant(
    resolveBottler(new URLSearchParams(search)),
    client,
  ),
): Promise<Bootstrapped> {
  const query = new URLSearchParams(search);
  // Start fetching the likely locale while the tenant config is on its way (slow networks; a
  // file already asked for is not asked again).
  const early = query.get('language') ?? readStored('language');
  if (isSupportedLanguage(early)) void loadMessages(early).catch(() => undefined);

  // The page's first number formatter makes the engine load its locale data: 25–40 ms on a
  // desktop, four times that on a cheap phone, and as long for any locale. Done while the
  // tenant's call is on the network, not inside the first screen's render (issue 16, P2); that
  // render's formatters then cost ~1 ms.
  setTimeout(() => formatCount(0, { language: isSupportedLanguage(early) ? early : 'en' }), 0);
  const tenant = await tenantCall;
  applyBrandColors(tenant.brandColors);
  applyTenantLook(tenant);
  // The logo every page shows (the header, the getting-in pages), asked for as soon as the tenant
  // names it: asked by its <img> it started only once the screen was drawn, a low-priority image
  // at the end of the first screen's chain (decision 083). The <img> takes it from the cache.
  if (tenant.logo) preloadImage(tenant.logo);
  const language = chooseLanguage(query, tenant);
  if (query.has('language')) rememberLanguage(language);
  await initI18n(language);
  return { tenant, language };
}
