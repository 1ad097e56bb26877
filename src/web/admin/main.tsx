/**
 * The bottler's console (issue 12): its own Vite entry, served at /admin. Loads the operator's
 * language first (stored, else the browser's), then renders the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app.tsx';
import { applyConsoleLanguage, initialLanguage } from './lib/console-i18n.ts';
import '../styles/fonts.css';
import './console.css';

const root = document.getElementById('root');
if (root) {
  void applyConsoleLanguage(initialLanguage()).then(() => {
    createRoot(root).render(
      <StrictMode>
        <ConsoleApp />
      </StrictMode>,
    );
  });
}
