import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deletedPhoneBlocks, deletedPhoneRecords, members } from '../../db/schema';
import { insertInheritedBlocks } from '../member-pairs/inherited-blocks.service';
import { keepReportsAboutDeletedMember, returnReportsToPhone } from '../reports/reports.service';

/**
 * Before an account is deleted (decision 0079): the blocks others made against it and the control centre's
 * block or disabling are kept under the phone's HMAC, and the reports against it stay in the Reports queue
 * under that HMAC (decision 0124). The member's own data still goes with the row.
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
  await keepReportsAboutDeletedMember(tx, memberId, phoneHash);
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
  await insertInheritedBlocks(tx, memberId, blocks);
  await returnReportsToPhone(tx, phoneHash, memberId);
  await tx.delete(deletedPhoneBlocks).where(eq(deletedPhoneBlocks.phoneHash, phoneHash));
  return { isBlocked: record.wasBlocked, disabled: record.wasDisabled };
}
