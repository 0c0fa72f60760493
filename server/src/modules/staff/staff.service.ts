import bcrypt from 'bcryptjs';
import type {
  AdminRoleName,
  InviteStaffInput,
  ResetAccessCodeInput,
  StaffActionResponse,
  StaffListResponse,
  StaffMember,
  UpdateStaffInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db, DbTransaction } from '../../db/client';
import { BCRYPT_ROUNDS } from '../../lib/password-hash';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { isUniqueViolation } from '../../lib/db-errors';
import { invitationMail } from './invitation-mail';
import {
  adminEmailTaken,
  insertAdmin,
  listStaff,
  lockStaffRows,
  updateAdminRow,
  type AdminRow,
} from './staff.repository';

/** Sign-in (admin-auth) records its time on the admin's row through here: this module writes the admins table. */
export { touchLastLogin } from './staff.repository';

export const STAFF_RULES = {
  notFound: 'Staff member not found',
  emailTaken: 'An admin with this email already exists',
  notYourself: 'You cannot disable your own account',
  lastSuperAdmin: 'There must always be at least one active Super Admin',
} as const;

const toStaffMember = (row: AdminRow): StaffMember => ({
  _id: row.id,
  email: row.email,
  fullname: row.fullname,
  role: row.role as AdminRoleName,
  disabled: row.disabled,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const getStaff = async (db: Db): Promise<StaffListResponse> => ({
  staff: (await listStaff(db)).map(toStaffMember),
});

/** Creates the account and mails the new admin where to sign in; the secrets are never mailed. */
export async function inviteStaff(
  ctx: AppContext,
  input: InviteStaffInput,
  actor: Actor,
): Promise<StaffActionResponse> {
  if (await adminEmailTaken(ctx.db, input.email)) throw new AppError('CONFLICT', STAFF_RULES.emailTaken);
  const [passwordHash, accessCodeHash] = await Promise.all([
    bcrypt.hash(input.password, BCRYPT_ROUNDS),
    bcrypt.hash(input.accessCode, BCRYPT_ROUNDS),
  ]);
  const row = await ctx.db
    .transaction(async (tx) => {
      const admin = await insertAdmin(tx, {
        email: input.email.toLowerCase(),
        fullname: input.fullname,
        role: input.role,
        passwordHash,
        accessCodeHash,
      });
      await recordAudit(tx, actor, {
        action: 'staff.invite',
        targetType: 'admin',
        targetId: admin.id,
        details: { email: admin.email, role: admin.role },
      });
      return admin;
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? new AppError('CONFLICT', STAFF_RULES.emailTaken) : error;
    });
  await ctx.mailer.send(
    invitationMail({
      to: row.email,
      fullname: row.fullname,
      role: row.role,
      productName: ctx.config.site.productName,
      loginUrl: `${ctx.config.publicUrl}/control/center/auth/login`,
    }),
  );
  return { message: `${row.fullname} was added as ${row.role}`, staff: toStaffMember(row) };
}

/** The target row, locked with the others a staff change depends on (see `lockStaffRows`). */
async function lockTarget(tx: DbTransaction, staffId: string, actor: Actor) {
  const locked = await lockStaffRows(tx, staffId, actor.adminId);
  const target = locked.find((row) => row.id === staffId);
  if (!target) throw new AppError('NOT_FOUND', STAFF_RULES.notFound);
  return { target, locked };
}

/** Refuses a change that would leave no active Super Admin; they are all locked while it is decided. */
function keepOneSuperAdmin(locked: AdminRow[], target: AdminRow, after: { role: string; disabled: boolean }) {
  const losesSuperAdmin =
    target.role === 'Super Admin' && !target.disabled && (after.role !== 'Super Admin' || after.disabled);
  const others = locked.filter((row) => row.id !== target.id && row.role === 'Super Admin' && !row.disabled);
  if (losesSuperAdmin && others.length === 0) throw new AppError('CONFLICT', STAFF_RULES.lastSuperAdmin);
}

/** Changes role, name or disabled state. Disabling signs the admin out everywhere at once. */
export async function updateStaff(
  ctx: AppContext,
  staffId: string,
  input: UpdateStaffInput,
  actor: Actor,
): Promise<StaffActionResponse> {
  if (input.disabled === true && staffId === actor.adminId) throw new AppError('CONFLICT', STAFF_RULES.notYourself);
  const row = await ctx.db.transaction(async (tx) => {
    const { target, locked } = await lockTarget(tx, staffId, actor);
    keepOneSuperAdmin(locked, target, { role: input.role ?? target.role, disabled: input.disabled ?? target.disabled });
    const revoke = input.disabled === true && !target.disabled;
    const updated = await updateAdminRow(tx, staffId, input, revoke);
    await recordAudit(tx, actor, {
      action: 'staff.update',
      targetType: 'admin',
      targetId: staffId,
      details: { ...input, previousRole: target.role },
    });
    return updated;
  });
  const what = input.disabled === true ? 'disabled' : input.disabled === false ? 'enabled' : 'updated';
  return { message: `${row.fullname} ${what}`, staff: toStaffMember(row) };
}

/** Sets a new access code (and password when given) and signs that admin out everywhere. */
export async function resetAccessCode(
  ctx: AppContext,
  staffId: string,
  input: ResetAccessCodeInput,
  actor: Actor,
): Promise<StaffActionResponse> {
  const accessCodeHash = await bcrypt.hash(input.accessCode, BCRYPT_ROUNDS);
  const passwordHash = input.password ? await bcrypt.hash(input.password, BCRYPT_ROUNDS) : undefined;
  const row = await ctx.db.transaction(async (tx) => {
    await lockTarget(tx, staffId, actor);
    const updated = await updateAdminRow(
      tx,
      staffId,
      { accessCodeHash, ...(passwordHash ? { passwordHash } : {}) },
      true,
    );
    await recordAudit(tx, actor, {
      action: 'staff.access-code',
      targetType: 'admin',
      targetId: staffId,
      details: { passwordReset: !!passwordHash },
    });
    return updated;
  });
  return {
    message: `Access code reset for ${row.fullname}; their sessions were signed out`,
    staff: toStaffMember(row),
  };
}
