import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members';

/** One message as the evidence keeps it: the sender is the member id it had (a deleted account's id matches nobody). */
export type EvidenceMessage = {
  _id: string;
  seq: number;
  senderId: string;
  text: string;
  sentAt: string;
  /** Rich chat (decisions 0157, 0168); absent in evidence kept before. */
  kind?: 'text' | 'voice' | 'photo';
  attachmentId?: string | null;
};

/**
 * An ended match's last 50 messages, kept 30 days for a report by one of the two (decision 0154). No foreign key
 * to the match: a deletion removes the match row and the evidence outlives it. A deleted side keeps only the first
 * name and blyndmoji it had when the match ended and its phone's HMAC (decision 0079).
 */
export const matchEvidence = pgTable(
  'match_evidence',
  {
    matchId: uuid('match_id').primaryKey(),
    memberLowId: uuid('member_low_id').references(() => members.id, { onDelete: 'set null' }),
    memberHighId: uuid('member_high_id').references(() => members.id, { onDelete: 'set null' }),
    lowFirstName: text('low_first_name').notNull(),
    lowAvatar: text('low_avatar').notNull(),
    highFirstName: text('high_first_name').notNull(),
    highAvatar: text('high_avatar').notNull(),
    lowPhoneHash: text('low_phone_hash'),
    highPhoneHash: text('high_phone_hash'),
    messages: jsonb('messages').$type<EvidenceMessage[]>().notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('match_evidence_low_idx')
      .on(t.memberLowId, t.endedAt.desc(), t.matchId.desc())
      .where(sql`${t.memberLowId} is not null`),
    index('match_evidence_high_idx')
      .on(t.memberHighId, t.endedAt.desc(), t.matchId.desc())
      .where(sql`${t.memberHighId} is not null`),
    index('match_evidence_ended_idx').on(t.endedAt),
  ],
);
