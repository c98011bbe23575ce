import { createRoot } from 'react-dom/client';
import { bus } from '@haulboard/shared/bus';
import { createTokenStore, provideTokenStore } from '@haulboard/shared/session';
import { App } from './app/app';
import { startFederation } from './features/remotes/registry';

// The host owns the only token store; every remote reaches it through @haulboard/shared/session.
const tokens = createTokenStore(window.localStorage, bus, window);
provideTokenStore(tokens);
// A refresh that could not save the session ends it; the guard then shows /login.
bus.on('auth:session-expired').subscribe(() => tokens.clear('session-expired'));

startFederation();
createRoot(document.getElementById('root')!).render(<App />);
