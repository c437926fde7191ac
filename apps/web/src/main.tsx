import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { catalogsReady } from './lib/i18n/catalogs';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The first render waits for the words of the modules it shows (the frame's; screens wait for
// their own as they load), so no page paints message ids.
void catalogsReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
