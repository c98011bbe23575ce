import '@testing-library/jest-dom';

if (typeof window !== 'undefined') {
  // Lazy parts (dialogs, toasts, remote screens) resolve on later ticks; on a busy CI machine the
  // default 1 s wait for them is too tight (a file's first render took over 5 s with the machine
  // loaded, CI seen failing). A missing element still fails, only later.
  (require('@testing-library/react') as typeof import('@testing-library/react')).configure({ asyncUtilTimeout: 10_000 });
}

// An answer of the fake API that breaks its call's contract (a fixture drifted from the schema)
// fails the test that got it, even where the screen swallowed the error.
afterEach(() => {
  if (typeof window !== 'undefined') (require('../src/ui/toaster') as typeof import('../src/ui/toaster')).resetToasts();
  const breaks = (require('../src/testing/fake-api') as typeof import('../src/testing/fake-api')).takeContractBreaks();
  if (breaks.length > 0) throw new Error(`The fake API answered against the contract:\n${breaks.join('\n')}`);
});
