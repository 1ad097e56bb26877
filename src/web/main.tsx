import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootstrap } from './app/bootstrap.ts';
import { startEarly } from './app/early.ts';
import { preloadScreen } from './app/router.tsx';
import { rememberUtm } from './lib/analytics-utm.ts';
import { ensureStartup } from './lib/startup.ts';
import { apiClient } from './lib/api-client.ts';
import { installClientErrorReporting } from './lib/client-errors.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { loadTagManager } from './lib/tag-manager.ts';
import { linkInstallableAppAfterStartUp } from './lib/tenant-look.ts';
import { loadWebFontsAfterStartUp, switchOnWebFonts, webFontsInCache } from './lib/web-fonts.ts';
import './styles/global.css';

installClientErrorReporting();
rememberUtm(window.location.search);

// No top-level await: the Chrome 87 WebViews we target lack it.
const root = document.getElementById('root');
if (root) {
  // The visit's calls: asked already by the page's small first script (early-entry.ts), which
  // runs before this one has arrived; here their answers are taken.
  const early = startEarly(window.location.pathname, window.location.search);
  const booted = bootstrap(window.location.search, apiClient, early.tenant);
  // Whether an earlier visit left Noto Sans's faces in the cache (decision 098).
  const fontsCached = webFontsInCache();
  if (early.signedInScreen) preloadScreen(early.signedInScreen);
  void Promise.all([booted, fontsCached]).then(([{ tenant }, cached]) => {
    // The stored session's start-up before the first render, not in the guard's effect after
    // the first frame: its orchestration, asked at boot, has usually arrived, so the session
    // starts in this task and the first frame shows the screen, not the shell's placeholder.
    if (early.signedInScreen) void ensureStartup({ search: window.location.search, tenant });
    // Noto Sans in the stack from the first layout, or not in this page (decision 098).
    if (cached) switchOnWebFonts();
    createRoot(root).render(
      <StrictMode>
        <App tenant={tenant} />
      </StrictMode>,
    );
    // After `load` or the start-up: never in the way of the first screen.
    loadTagManager(tenant.gtmId);
    registerServiceWorker();
    linkInstallableAppAfterStartUp(tenant);
    loadWebFontsAfterStartUp();
  });
}
