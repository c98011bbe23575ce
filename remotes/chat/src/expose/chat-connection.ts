import { retainChatLive } from '../features/live/chat-live';

/**
 * `./ChatConnection`: the shell holds the live connection for the whole signed-in session,
 * so the unread total reaches the bus on every screen. Returns the release function.
 */
export default function startChatConnection(): () => void {
  return retainChatLive();
}
