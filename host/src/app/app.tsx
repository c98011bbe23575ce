import { BrowserRouter } from '@haulboard/shared/router';
import { Toaster, UiProvider } from '@haulboard/shared/ui';
import { AppRouter } from './router';

export function App() {
  return (
    <UiProvider>
      <BrowserRouter>
        <AppRouter />
      </BrowserRouter>
      <Toaster />
    </UiProvider>
  );
}
