import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n.ts';
import { App, createAppClients } from './app/App.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { watchSlowResources } from './app/slow-resources.ts';

watchSlowResources();
if (import.meta.env.PROD) registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const clients = createAppClients();
const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds, so the page never
// blocks for the whole render; the session's request has already gone out (createAppClients).
startTransition(() => {
  root.render(
    <StrictMode>
      <App {...clients} />
    </StrictMode>,
  );
});
