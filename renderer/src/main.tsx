import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, ServerRenderedApp } from './app/App';
import { createAppRouter, loadMatchedRoutes } from './app/app.routes';
import { readServerState } from './app/server-state';
import type { ServerState } from './app/server-state';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/** A page the platform rendered on the server: its markup is kept and brought to life (issue 32). */
async function hydrateServerPage(root: HTMLElement, state: ServerState) {
  const [{ createHydratedQueryClient }] = await Promise.all([
    import('./app/query-client.config'),
    loadMatchedRoutes(window.location.pathname),
  ]);
  const router = createAppRouter({ loaderData: state.loaderData });
  hydrateRoot(
    root,
    <StrictMode>
      <ServerRenderedApp router={router} queryClient={createHydratedQueryClient(state.queries)} />
    </StrictMode>,
  );
}

const serverState = readServerState();
if (serverState && rootElement.firstElementChild) {
  void hydrateServerPage(rootElement, serverState);
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
