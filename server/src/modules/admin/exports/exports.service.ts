import type { Writable } from 'node:stream';
import { USERS_CSV_COLUMNS, AUTHENTICATIONS_CSV_COLUMNS } from '@blynd/shared';
import type { AppContext } from '../../../context';
import { streamCsv, type CsvColumn } from '../../../lib/csv';
import type { Actor } from '../../../middleware/admin-auth';
import { isPremium } from '../../members/premium';
import { recordAudit } from '../audit/audit.writer';
import { authenticationBatches, memberBatches, type AuthenticationExportRow, type MemberExportRow } from './exports.repository';

type MemberBatchRow = MemberExportRow;
type AuthBatchRow = AuthenticationExportRow;

const iso = (date: Date | null) => date?.toISOString() ?? '';

/** The columns the users table shows, plus the account flags; named in USERS_CSV_COLUMNS. */
const userColumns = (now: Date): CsvColumn<MemberBatchRow>[] => {
  const values: Record<(typeof USERS_CSV_COLUMNS)[number], (row: MemberBatchRow) => string | number | boolean | null> = {
    id: ({ member }) => member.id,
    firstName: ({ member }) => member.firstName,
    lastName: ({ member }) => member.lastName,
    email: ({ member }) => member.email,
    phone: ({ member }) => member.phone,
    gender: ({ member }) => member.gender,
    dob: ({ member }) => member.dob,
    state: ({ member }) => member.state,
    region: ({ member }) => member.region,
    earningStatus: ({ member }) => member.earningStatus,
    isPremium: ({ member }) => isPremium(member.premiumUntil, now),
    premiumUntil: ({ member }) => iso(member.premiumUntil),
    earningVerified: ({ member }) => member.earningVerified,
    livenessVerified: ({ member }) => member.livenessVerified,
    disabled: ({ member }) => member.disabled,
    isBlocked: ({ member }) => member.isBlocked,
    completedSignup: ({ member }) => member.completedSignup,
    lastSeen: ({ member }) => iso(member.lastSeenAt),
    createdAt: ({ member }) => iso(member.createdAt),
  };
  return USERS_CSV_COLUMNS.map((label) => ({ label, value: values[label] }));
};

const authColumns: CsvColumn<AuthBatchRow>[] = (() => {
  const values: Record<(typeof AUTHENTICATIONS_CSV_COLUMNS)[number], (row: AuthBatchRow) => string | number | boolean | null> = {
    id: ({ auth }) => auth.id,
    phone: ({ auth }) => auth.phone,
    authStep: ({ auth }) => auth.authStep,
    isBlocked: ({ auth }) => auth.isBlocked,
    ownerId: ({ owner }) => owner?.id ?? '',
    ownerName: ({ owner }) => (owner ? `${owner.firstName} ${owner.lastName}`.trim() : ''),
    ownerEmail: ({ owner }) => owner?.email ?? '',
    createdAt: ({ auth }) => iso(auth.createdAt),
  };
  return AUTHENTICATIONS_CSV_COLUMNS.map((label) => ({ label, value: values[label] }));
})();

/** The export is audited before the first byte goes out, so an aborted download is still on record. */
export async function exportUsersCsv(ctx: AppContext, out: Writable, actor: Actor) {
  await recordAudit(ctx.db, actor, { action: 'export.users', targetType: 'members' });
  await streamCsv(out, userColumns(ctx.now()), memberBatches(ctx.db));
}

export async function exportAuthenticationsCsv(ctx: AppContext, out: Writable, actor: Actor) {
  await recordAudit(ctx.db, actor, { action: 'export.authentications', targetType: 'signup_authentications' });
  await streamCsv(out, authColumns, authenticationBatches(ctx.db));
}
