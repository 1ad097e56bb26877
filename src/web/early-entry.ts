/**
 * The shop page's first script (issue 16, P2): a few kilobytes, run as soon as they arrive, that
 * ask for the visit's calls (./app/early.ts) while the app's own scripts (main.tsx:
 * React, the router, i18next) are still on the network. The build adds it to index.html
 * (vite.config.ts, `earlyScript`); main.tsx takes what it asked for.
 */
import { startEarly } from './app/early.ts';

if (document.getElementById('root')) startEarly(window.location.pathname, window.location.search);
