import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  deletedPhoneBlocks,
  deletedPhoneRecords,
  deletedPhoneReports,
  memberBlocks,
  members,
  reports,
} from '../../db/schema';

/**
 * Before an account is deleted (decision 0079): the blocks others made against it, the reports against it
 * (excerpts and the control centre's decisions included) and the control centre's block or disabling are
 * kept under the phone's HMAC. The member's own data still goes with the row.
 */
export async function keepRecordOfDeletion(tx: DbOrTx, memberId: string, phoneHash: string, at: Date) {
  const [member] = await tx
    .select({ isBlocked: members.isBlocked, disabled: members.disabled })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return;
  await tx
    .insert(deletedPhoneRecords)
    .values({ phoneHash, wasBlocked: member.isBlocked, wasDisabled: member.disabled, lastDeletedAt: at })
    .onConflictDoUpdate({
      target: deletedPhoneRecords.phoneHash,
      set: {
        wasBlocked: sql`${deletedPhoneRecords.wasBlocked} or excluded.was_blocked`,
        wasDisabled: sql`${deletedPhoneRecords.wasDisabled} or excluded.was_disabled`,
        deletions: sql`${deletedPhoneRecords.deletions} + 1`,
        lastDeletedAt: at,
      },
    });
  await tx.execute(sql`
    insert into deleted_phone_blocks (phone_hash, blocker_id, created_at)
    select ${phoneHash}, b.blocker_id, b.created_at from member_blocks b where b.blocked_id = ${memberId}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into deleted_phone_reports (id, phone_hash, kind, reporter_id, message_text, message_id, message_excerpt, reason, created_at, status, note, resolved_by, resolved_at)
    select r.id, ${phoneHash}, r.kind, r.reporter_id, r.message_text, r.message_id, r.message_excerpt, r.reason, r.created_at, r.status, r.note, r.resolved_by, r.resolved_at
    from reports r where r.reported_member_id = ${memberId}
    on conflict do nothing`);
}

/**
 * A new account on a phone that deleted one inherits the record: the blocks apply again, the reports come
 * back against it, the control centre's block or disabling stands, and it is marked re-registered.
 */
export async function inheritDeletedRecord(
  tx: DbOrTx,
  memberId: string,
  phoneHash: string,
  at: Date,
): Promise<{ isBlocked: boolean; disabled: boolean }> {
  const [record] = await tx.select().from(deletedPhoneRecords).where(eq(deletedPhoneRecords.phoneHash, phoneHash));
  if (!record) return { isBlocked: false, disabled: false };
  await tx
    .update(members)
    .set({
      reRegisteredAt: at,
      ...(record.wasBlocked ? { isBlocked: true } : {}),
      ...(record.wasDisabled ? { disabled: true } : {}),
    })
    .where(eq(members.id, memberId));
  const blocks = await tx.select().from(deletedPhoneBlocks).where(eq(deletedPhoneBlocks.phoneHash, phoneHash));
  if (blocks.length > 0) {
    await tx
      .insert(memberBlocks)
      .values(blocks.map((b) => ({ blockerId: b.blockerId, blockedId: memberId, createdAt: b.createdAt })))
      .onConflictDoNothing();
  }
  const kept = await tx.select().from(deletedPhoneReports).where(eq(deletedPhoneReports.phoneHash, phoneHash));
  if (kept.length > 0) {
    await tx
      .insert(reports)
      .values(kept.map(({ phoneHash: _hash, ...report }) => ({ ...report, reportedMemberId: memberId })))
      .onConflictDoNothing();
  }
  await tx.delete(deletedPhoneBlocks).where(eq(deletedPhoneBlocks.phoneHash, phoneHash));
  await tx.delete(deletedPhoneReports).where(eq(deletedPhoneReports.phoneHash, phoneHash));
  return { isBlocked: record.wasBlocked, disabled: record.wasDisabled };
}
