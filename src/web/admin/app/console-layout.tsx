/**
 * The console's frame: a top bar (the tenant, the platform's tenant switcher, the language, the
 * operator's menu with sign-out and sign-out everywhere), the navigation (only what the role may
 * open; a scrolling strip on a phone, a side column on a laptop) and the screen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { CallName } from '../../../contract/index.ts';
import { SUPPORTED_LANGUAGES } from '../../../domain/locale.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import { ErrorAlert } from '../components/bits.tsx';
import { LANGUAGE_NAMES } from './language-names.ts';
import { consoleApi } from '../lib/console-api.ts';
import { chooseConsoleLanguage, useT, type AdminKey } from '../lib/console-i18n.ts';
import { ConsoleTenantProvider, useConsoleTenant } from '../lib/console-tenant.tsx';
import { useCan } from '../lib/permissions.ts';
import { ME_QUERY_KEY, useMe, useSession } from '../lib/session.tsx';

interface NavItem {
  to: string;
  label: AdminKey;
  /** The call the screen lists with: shown only to roles that may make it. */
  call: CallName;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/orders', label: 'nav.orders', call: 'adminOrders' },
  { to: '/credit', label: 'nav.credit', call: 'adminCreditQueue' },
  { to: '/schedules', label: 'nav.schedules', call: 'adminSchedules' },
  { to: '/clients', label: 'nav.clients', call: 'adminClients' },
  { to: '/catalogue', label: 'nav.catalogue', call: 'adminProducts' },
  { to: '/combos', label: 'nav.combos', call: 'adminCombos' },
  { to: '/imports', label: 'nav.imports', call: 'adminCatalogueExport' },
  { to: '/banners', label: 'nav.banners', call: 'adminBanners' },
  { to: '/content', label: 'nav.content', call: 'adminAnnouncements' },
  { to: '/nps', label: 'nav.nps', call: 'adminNps' },
  { to: '/operators', label: 'nav.operators', call: 'adminOperators' },
  { to: '/audit', label: 'nav.audit', call: 'adminAudit' },
  { to: '/api-keys', label: 'nav.apiKeys', call: 'adminApiKeys' },
  { to: '/security', label: 'nav.security', call: 'adminMe' },
  { to: '/settings', label: 'nav.settings', call: 'adminTenantSettings' },
];

function LanguageSelect() {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  const change = async (next: LanguageCode) => {
    await chooseConsoleLanguage(next);
    // Also the operator's account, so the next sign-in opens in it.
    void consoleApi
      .call('adminUpdateMe', { body: { language: next } })
      .then((me) => queryClient.setQueriesData({ queryKey: ME_QUERY_KEY }, me))
      .catch(() => undefined);
  };
  return (
    <label className="topbar-field">
      <span className="visually-hidden">{t('shell.language')}</span>
      <select
        value={language}
        onChange={(event) => void change(event.target.value as LanguageCode)}
        aria-label={t('shell.language')}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

function TenantSwitcher() {
  const { t } = useT();
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const switchTenant = useMutation({
    mutationFn: (bottler: number) => consoleApi.call('adminSwitchTenant', { body: { bottler } }),
    onSuccess: async () => {
      // Every cached answer belonged to the other tenant.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void navigate('/orders');
    },
  });
  if (me.role !== 'platform') return null;
  return (
    <>
      <label className="topbar-field">
        <span className="visually-hidden">{t('shell.tenant')}</span>
        <select
          aria-label={t('shell.tenant')}
          value={me.tenantId}
          disabled={switchTenant.isPending}
          onChange={(event) => switchTenant.mutate(Number(event.target.value))}
        >
          {me.tenants.map((tenant) => (
            <option key={tenant.bottler} value={tenant.bottler}>
              {tenant.name}
            </option>
          ))}
        </select>
      </label>
      <ErrorAlert error={switchTenant.error} />
    </>
  );
}

function AccountMenu() {
  const { t } = useT();
  const me = useMe();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const end = useMutation({
    mutationFn: async (everywhere: boolean): Promise<void> => {
      if (everywhere) await consoleApi.call('adminLogoutAll');
      else await consoleApi.call('adminLogout');
    },
    onSettled: () => {
      // To sign-in first: signing out on a guarded screen would otherwise remember it as the
      // place to return to.
      void navigate('/sign-in', { replace: true });
      signOut();
    },
  });
  return (
    <details className="account-menu">
      <summary>
        <span className="visually-hidden">{t('shell.account')}: </span>
        <bdi>{me.email}</bdi>
      </summary>
      <div className="account-menu-panel">
        <p className="muted">{t(`roles.${me.role}`)}</p>
        <button type="button" className="button button-secondary" onClick={() => end.mutate(false)}>
          {t('shell.signOut')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => end.mutate(true)}>
          {t('shell.signOutEverywhere')}
        </button>
      </div>
    </details>
  );
}

/** Moves focus to the screen's heading after each navigation (screen readers hear where they are). */
function useFocusOnNavigate() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('page-title')?.focus();
  }, [location.pathname]);
}

/**
 * On a phone the menu is a strip wider than the screen: after each navigation its current entry
 * is scrolled into the strip's view (it stayed on the first entries, so an operator on Settings
 * could not see where they were). Only the strip scrolls, never the page; a laptop's column
 * does not overflow and is left alone.
 */
function useCurrentEntryInView(nav: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const strip = nav.current;
    const current = strip?.querySelector('a[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const box = strip.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    if (entry.left >= box.left && entry.right <= box.right) return;
    // Centred in the strip (physical pixels: the same in a right-to-left page).
    strip.scrollBy({ left: entry.left + entry.width / 2 - (box.left + box.width / 2) });
  }, [nav, pathname]);
}

function Frame() {
  const { t } = useT();
  const tenant = useConsoleTenant();
  const me = useMe();
  const can = useCan();
  const nav = useRef<HTMLElement>(null);
  useFocusOnNavigate();
  useCurrentEntryInView(nav);
  const tenantName = me.tenants.find((entry) => entry.bottler === me.tenantId)?.name;
  return (
    <div className="console">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="topbar">
        <div className="topbar-brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">
            <bdi>{tenantName ?? tenant.appTitle}</bdi>
            <span className="muted"> · {t('shell.console')}</span>
          </span>
        </div>
        <div className="topbar-tools">
          <TenantSwitcher />
          <LanguageSelect />
          <AccountMenu />
        </div>
      </header>
      <nav ref={nav} className="sidenav" aria-label={t('shell.navigation')}>
        <ul>
          {NAV_ITEMS.filter((item) => can(item.call)).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{t(item.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export function ConsoleLayout() {
  const me = useMe();
  return (
    <ConsoleTenantProvider tenantId={me.tenantId}>
      <Frame />
    </ConsoleTenantProvider>
  );
}
