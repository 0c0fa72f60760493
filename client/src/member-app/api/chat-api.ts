import type { StartersResponse } from '@blynd/shared';
import type { ChatMessage, Conversation, Page } from './contract';
import { memberApi } from './member-fetch';

const match = (id: string) => `/matches/${encodeURIComponent(id)}`;

export const getConversations = (cursor?: string) =>
  memberApi<Page<Conversation>>('/conversations', { query: { cursor } });
export const getMessagesAfter = (matchId: string, after: number) =>
  memberApi<Page<ChatMessage>>(`${match(matchId)}/messages`, { query: { after, limit: 100 } });
export const getMessagesBefore = (matchId: string, before: number) =>
  memberApi<Page<ChatMessage>>(`${match(matchId)}/messages`, { query: { before, limit: 50 } });
export const postMessage = (matchId: string, body: { clientMessageId: string; text: string }) =>
  memberApi<{ message: ChatMessage }>(`${match(matchId)}/messages`, { method: 'POST', body });
export const markRead = (matchId: string, seq: number) =>
  memberApi(`${match(matchId)}/read`, { method: 'POST', body: { seq } });
export const getStarters = (matchId: string) =>
  memberApi<StartersResponse>(`${match(matchId)}/starters`).then((answer) =>
    answer.items.map((starter) => starter.text),
  );
export const getLiveTicket = () => memberApi<{ ticket: string; expiresIn: number }>('/live/ticket', { method: 'POST' });
