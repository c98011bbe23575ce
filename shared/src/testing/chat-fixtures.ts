import type { Contact } from '../contracts/chat';

/** A chat contact as chat/list/ answers one: a driver with no messages yet unless given. */
export function aContact(over: Partial<Omit<Contact, 'user'>> & { user?: Partial<Contact['user']> } = {}): Contact {
  const { user, ...rest } = over;
  return {
    user: { id: 7, first_name: 'Dana', last_name: 'Driver', user_type: 'driver', avatar: null, deactivated_at: null, last_seen: null, ...user },
    last_message: null,
    last_message_time: null,
    unread_count: 0,
    ...rest,
  };
}
