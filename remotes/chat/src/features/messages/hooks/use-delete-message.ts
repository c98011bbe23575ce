import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys, removeMessage, type Conversation } from '../../../live/chat-cache';
import { deleteMessage } from '../../../api/messages-api';
import { ChatErrors, chatError } from '../../../hooks/use-chat-error';

export function useDeleteMessage(contactId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteMessage(messageId),
    onSuccess: (_, messageId) => {
      client.setQueryData<Conversation>(chatKeys.messages(contactId), (conv) => (conv ? removeMessage(conv, messageId) : conv));
      void client.invalidateQueries({ queryKey: chatKeys.contacts });
      chatError.resolve(ChatErrors.delete);
    },
    onError: () => chatError.report(ChatErrors.delete),
  });
}
