import type {
  ChatMessage,
  Conversation,
  MatchItem,
  MemberAuction,
  MemberCard,
  TokenBalance,
  TokenEntry,
} from '@blynd/shared';

/** The member API's shapes as the web app reads them: the shared schemas' types, plus the live channel's frames. */
export type { ChatMessage, Conversation, TokenBalance, TokenEntry };
export type WebCard = MemberCard;
export type Auction = MemberAuction;
export type Page<T> = { items: T[]; nextCursor: string | null };

/** Frames of the live channel, server to app. */
export type LiveFrame =
  | { type: 'message'; matchId: string; message: ChatMessage }
  | { type: 'read'; matchId: string; seq: number }
  | { type: 'typing'; matchId: string }
  | { type: 'match'; match: MatchItem }
  | { type: 'match-ended'; matchId: string }
  | { type: 'notification'; item: unknown }
  | { type: 'auction'; auction: Partial<Auction> & { _id: string } }
  | ({ type: 'tokens' } & TokenBalance);
