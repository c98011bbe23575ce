import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Each area's manifest as this page loaded it (JSON text), by manifest URL. */
const asLoaded = new Map<string, string>();

/**
 * Records every area's `mf-manifest.json` the moment the federation runtime reads it, so the
 * shell can tell later whether the area has been redeployed since (its manifest changed).
 */
export const deploymentsPlugin: ModuleFederationRuntimePlugin = {
  name: 'haulboard-deployments',
  afterLoadManifest({ manifestUrl, manifestJson }) {
    if (manifestJson && !asLoaded.has(manifestUrl)) asLoaded.set(manifestUrl, JSON.stringify(manifestJson));
  },
};

/** The manifests this page runs on: URL -> their JSON as loaded. */
export const loadedManifests = (): ReadonlyMap<string, string> => asLoaded;
