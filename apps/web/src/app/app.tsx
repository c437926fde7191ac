import { BrowserRouter, useRoutes } from 'react-router';
import { I18nRoot } from '../lib/i18n/i18n-root';
import { routes } from './router';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative router rather than createBrowserRouter: the data router adds ~18 KB gzip to every
 * page (public ones included) and no screen uses loaders or actions. TanStack Query and the toasts
 * are provided by the lazy layout route (query-layout.tsx), not here, for the same reason.
 */
export function App() {
  return (
    <I18nRoot>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nRoot>
  );
}
