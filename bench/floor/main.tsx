// The floor app of the browser benchmarks (issue 16, P1 and P2; decision 053): the least a shop
// app on Refill's stack can ship — React 19, React Router, i18next with react-i18next and TanStack
// Query — rendering one heading and a list fetched in one call. It is built by Vite like the shop
// (bench/support/floor-build.ts) and served by bench/support/floor-server.ts; Refill's first screen
// is measured against it in the same run, on the same machine, in the same Chromium.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';

interface Item {
  sku: string;
  description: string;
}

void i18next.use(initReactI18next).init({
  lng: 'pt',
  // The shop's own key names (its i18next keys are typed), with the floor's own strings.
  resources: { pt: { translation: { pageTitles: { entry: 'Início', products: 'Produtos' } } } },
  interpolation: { escapeValue: false },
});

function Screen({ title }: { title: 'pageTitles.entry' | 'pageTitles.products' }) {
  const { t } = useTranslation();
  const items = useQuery({
    queryKey: ['items'],
    queryFn: async () => (await fetch('/floor/items.json')).json() as Promise<Item[]>,
  });
  return (
    <main>
      <h1>{t(title)}</h1>
      <ul>
        {items.data?.map((item) => (
          <li key={item.sku}>{item.description}</li>
        ))}
      </ul>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <BrowserRouter>
          <Routes>
            <Route path="/home" element={<Screen title="pageTitles.entry" />} />
            <Route path="/products" element={<Screen title="pageTitles.products" />} />
            <Route path="*" element={<Navigate to="/home" replace />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
