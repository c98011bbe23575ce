export { CHUNK_LOAD_TIMEOUT_MS } from './constants';
export { loadRemoteModule, provideRemoteLoader, RemoteLoadError, type LoadOptions, type RemoteLoader } from './loader';
export { RemoteScreen } from './remote-screen';
export { PlainLoading, plainRemoteStates, RemoteStatesProvider, type RemoteStates } from './remote-states';
