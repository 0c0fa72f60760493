import type { ChatMessage, Conversation, MemberAuction, MemberCard, TokenBalance, TokenEntry } from '@blynd/shared';

/** The member API's shapes as the web app reads them: the shared schemas' types (the live frames: `LiveFrame`). */
export type { ChatMessage, Conversation, TokenBalance, TokenEntry };
export type WebCard = MemberCard;
export type Auction = MemberAuction;
export type Page<T> = { items: T[]; nextCursor: string | null };
