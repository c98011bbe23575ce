import { useQueryClient } from '@tanstack/react-query';
import { chatContacts, useResourceMutation } from '@haulboard/shared/resources';
import { chatKeys, removeMessage, type Conversation } from '../../../live/chat-cache';
import { deleteMessage } from '../../../api/messages-api';
import { ChatErrors, chatError } from '../../../hooks/use-chat-error';

/** Deletes a sent message: gone from the conversation at once; the contacts' preview is asked again (their definition). */
export function useDeleteMessage(contactId: number) {
  const client = useQueryClient();
  return useResourceMutation(chatContacts, {
    mutationFn: (messageId: number) => deleteMessage(messageId),
    onSuccess: (_, messageId) => {
      client.setQueryData<Conversation>(chatKeys.messages(contactId), (conv) => (conv ? removeMessage(conv, messageId) : conv));
      chatError.resolve(ChatErrors.delete);
    },
    // The sidebar's error line (spec part 1 section 8), not a toast.
    onError: () => chatError.report(ChatErrors.delete),
  });
}
