import { BrowserRouter } from '@haulboard/shared/router';
import { AppRouter } from './router';

/**
 * The page's one router. No design system here: the signed-out pages draw without it (their
 * first load is the suite's smallest, issue 31); the signed-in area brings it (`AdminArea`).
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRouter />
    </BrowserRouter>
  );
}
