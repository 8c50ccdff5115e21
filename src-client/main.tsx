import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n.ts';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { watchSlowResources } from './app/slow-resources.ts';

watchSlowResources();
if (import.meta.env.PROD) registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
