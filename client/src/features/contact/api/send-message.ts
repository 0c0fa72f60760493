import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, MessageResponse } from '@blynd/shared';
import { api } from '../../../lib/api-client';

export const sendMessage = (input: ContactMessageInput) =>
  api<MessageResponse>('/api/v1/public/sendmessage', { method: 'POST', body: input });

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
