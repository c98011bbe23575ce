export { ChatToggle } from './chat-toggle';
export { ChatDock } from './chat-dock';
