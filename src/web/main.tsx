import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootstrap } from './app/bootstrap.ts';
import { preloadSignedInPage } from './app/router.tsx';
import { rememberUtm } from './lib/analytics-utm.ts';
import { ensureStartup } from './lib/startup.ts';
import { apiClient } from './lib/api-client.ts';
import { installClientErrorReporting } from './lib/client-errors.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { loadTagManager } from './lib/tag-manager.ts';
import './styles/global.css';

installClientErrorReporting();
rememberUtm(window.location.search);

// No top-level await: the Chrome 87 WebViews we target lack it.
const root = document.getElementById('root');
if (root) {
  // The tenant's call and the language's messages first: every first render waits for them, and
  // a slow phone's few connections take requests in the order they are made.
  const booted = bootstrap(window.location.search, apiClient);
  const signedIn = preloadSignedInPage(window.location.pathname, window.location.search);
  void booted.then(({ tenant }) => {
    // The stored session's start-up before the first render, not in the guard's effect after
    // the first frame: its orchestration, asked at boot, has usually arrived, so the session
    // starts in this task and the first frame shows the screen, not the shell's placeholder.
    if (signedIn) void ensureStartup({ search: window.location.search, tenant });
    createRoot(root).render(
      <StrictMode>
        <App tenant={tenant} />
      </StrictMode>,
    );
    // After `load`: never in the way of the first screen.
    loadTagManager(tenant.gtmId);
    registerServiceWorker();
  });
}
