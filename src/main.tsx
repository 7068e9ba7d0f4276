import { hydrate } from './entry-client';

const container = document.getElementById('root');
if (container) {
  hydrate(container).catch((error: unknown) => console.error('[main] the app failed to start', error));
}
