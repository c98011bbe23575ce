// A federation runtime plugin of the host (mf-config): hands the federation SDK and its error
// codes to the remotes, as `provideExternalRuntime` hands them runtime-core. A production remote
// takes both from these globals (its `externals`) instead of carrying its own copy (about 5 KiB
// gzip of each remote entry). The `haulboard-federation-*` aliases (mf-config) name the very
// CommonJS modules the host's federation runtime uses, so no second copy is bundled.
const sdk = require('haulboard-federation-sdk');
const errorCodes = require('haulboard-federation-error-codes');

/** The globals' names, as the remotes' externals read them. */
const FEDERATION_HELPER_GLOBALS = { sdk: '_HAULBOARD_MF_SDK', errorCodes: '_HAULBOARD_MF_ERRORS' };

// Set when the host's runtime starts, before any remote entry can run.
globalThis[FEDERATION_HELPER_GLOBALS.sdk] ??= sdk;
globalThis[FEDERATION_HELPER_GLOBALS.errorCodes] ??= errorCodes;

module.exports = function provideFederationHelpers() {
  return { name: 'haulboard:provide-federation-helpers' };
};
