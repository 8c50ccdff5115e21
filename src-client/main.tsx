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
// As a transition, a render yields to the browser every few milliseconds, so the page never blocks
// for the whole of it.
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App {...clients} />
      </StrictMode>,
    );
  });
// Online, the first render waits for the router's first load (the session, the screen's code and
// messages, asked for at once by createAppClients): React then draws the screen in slices, once,
// instead of a spinner first and the whole app again, in one blocking render, when the session
// answers. Offline, the app first reads the saved data back, inside its first render.
if (navigator.onLine) void clients.router.load().finally(render);
else render();
