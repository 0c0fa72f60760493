import type { DbOrTx } from '../../db/client';
import { findMemberById, type MemberRow } from './members.repository';

export type { MemberRow };

/** A member by id, for the modules that act on members they do not own (purchases, activation). */
export const getMember = (db: DbOrTx, id: string): Promise<MemberRow | undefined> => findMemberById(db, id);
