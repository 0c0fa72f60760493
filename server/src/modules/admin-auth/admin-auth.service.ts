import bcrypt from 'bcryptjs';
import { MESSAGES, type Admin, type AdminLoginInput, type AdminLoginResponse, type AdminRoleName } from '@blynd/shared';
import { PUBLISHED_DEMO_KEYS } from '../../config/env';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.writer';
import { touchLastLogin } from '../staff/staff.service';
import { findAdminByEmail, type AdminRow } from './admin-auth.repository';
import { startAdminSession } from './admin-sessions.service';

/**
 * Compared against when the email is unknown, so every wrong combination costs the same time. Written out rather than
 * hashed at start-up, which cost every process (and every test file) a synchronous bcrypt round; a test keeps its cost
 * equal to BCRYPT_ROUNDS.
 */
export const DECOY_HASH = '$2b$10$r.OwfHSbjLo3JYbY9sQcX.JW4vFLzpyajvoqCme.GRfSk6RuoAjbO';

export class InvalidLoginError extends AppError {
  constructor() {
    super('UNAUTHORIZED', MESSAGES.invalidLogin);
  }
}

export const toAdmin = (row: Pick<AdminRow, 'id' | 'email' | 'fullname' | 'role'>): Admin => ({
  _id: row.id,
  email: row.email,
  fullname: row.fullname,
  role: row.role as AdminRoleName,
});

/**
 * Email, password and access code must all match an enabled admin. Every failure gives the same
 * answer, whichever part was wrong (docs/domain-rules.md#security-rules).
 */
export async function loginAdmin(
  ctx: AppContext,
  input: AdminLoginInput,
  ip: string | null,
): Promise<AdminLoginResponse> {
  const admin = await findAdminByEmail(ctx.db, input.email);
  const passwordOk = await bcrypt.compare(input.password, admin?.passwordHash ?? DECOY_HASH);
  const codeOk = await bcrypt.compare(input.passcode, admin?.accessCodeHash ?? DECOY_HASH);
  // A database seeded on this machine keeps the demo admin when its site goes public (decision 0126).
  const publishedKeys =
    ctx.config.servesPublicly &&
    input.password === PUBLISHED_DEMO_KEYS.ADMIN_PASSWORD &&
    input.passcode === PUBLISHED_DEMO_KEYS.ADMIN_ACCESS_CODE;
  if (!admin || admin.disabled || !passwordOk || !codeOk || publishedKeys) {
    // Known or not, the attempt is written the same way (same cost); never the password or access code.
    await recordAudit(
      ctx.db,
      { adminId: admin?.id ?? null, ip },
      {
        action: 'admin.login-failed',
        targetType: 'admin',
        targetId: admin?.id ?? null,
        details: { email: input.email },
      },
    );
    throw new InvalidLoginError();
  }

  await touchLastLogin(ctx.db, admin.id, ctx.now());
  await recordAudit(
    ctx.db,
    { adminId: admin.id, ip },
    { action: 'admin.login', targetType: 'admin', targetId: admin.id },
  );
  return { admin: toAdmin(admin), adminId: admin.id, ...(await startAdminSession(ctx, admin)) };
}

/** The failure that used up an allowance (per account and address, or per address) starts a lockout; it is audited once. */
export async function recordLoginLockout(
  ctx: AppContext,
  email: string,
  ip: string | null,
  scope: 'account-address' | 'address',
) {
  const admin = await findAdminByEmail(ctx.db, email);
  await recordAudit(
    ctx.db,
    { adminId: admin?.id ?? null, ip },
    { action: 'admin.login-locked', targetType: 'admin', targetId: admin?.id ?? null, details: { email, scope } },
  );
}
