import '@testing-library/jest-dom';

if (typeof window !== 'undefined') {
  // Lazy parts (dialogs, toasts, remote screens) resolve on later ticks; on a busy CI machine the
  // default 1 s wait for them is too tight. A missing element still fails, only later.
  (require('@testing-library/react') as typeof import('@testing-library/react')).configure({ asyncUtilTimeout: 5000 });
}
