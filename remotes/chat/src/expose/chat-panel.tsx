import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorState, FullUiProvider, UiProvider } from '@haulboard/shared/ui';
import { ChatProviders } from '../app/chat-providers';
import { ChatView } from '../app/chat-view';

/** The panel is a separate React root (a single-spa parcel): it brings its own providers. */
function ChatPanelRoot() {
  return (
    <UiProvider>
      <FullUiProvider>
        <ChatProviders>
          <ChatView compact />
        </ChatProviders>
      </FullUiProvider>
    </UiProvider>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ChatPanelRoot,
  errorBoundary: () => (
    <UiProvider>
      <ErrorState title="The chat stopped working." description="Close the panel and open it again." />
    </UiProvider>
  ),
});

/** `./ChatPanel`: single-spa lifecycles, mounted by the shared chat slot in any area. */
export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
