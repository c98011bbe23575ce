import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { retainChatLive, chatQueryClient } from '../live/chat-live';

/** The chat's own cache (shared by screen and panels) and its live connection while shown. */
export function ChatProviders({ children }: { children: ReactNode }) {
  useEffect(() => retainChatLive(), []);
  return <QueryClientProvider client={chatQueryClient}>{children}</QueryClientProvider>;
}
