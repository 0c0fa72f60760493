import { ADMIN_MESSAGES, AUTH_LEVEL_NAMES, PAGE_SIZE, type AdminAuthentication, type AuthLevel, type AuthListResponse, type EditAuthResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../middleware/admin-auth';
import { recordAudit } from '../audit/audit.writer';
import { toAdminUserSummary } from '../members/admin-user';
import {
  findAuthenticationById, findAuthenticationByPhone, listAuthenticationsFrom, locateAuthenticationsPage, setAuthStep, type AuthWithOwner,
} from './admin-authentications.repository';

/** Step 11 of DESIGN §4.6: the app asks for nothing more. */
const SIGNUP_COMPLETE_STEP = 11;

export const toAdminAuthentication = ({ auth, owner }: AuthWithOwner): AdminAuthentication => ({
  _id: auth.id,
  authStep: auth.authStep,
  phone: auth.phone,
  owner: owner ? toAdminUserSummary(owner) : null,
  createdAt: auth.createdAt.toISOString(),
  isBlocked: auth.isBlocked,
});

export async function listAuths(db: Db, offset: number): Promise<AuthListResponse> {
  const page = await locateAuthenticationsPage(db, offset, PAGE_SIZE);
  const rows = page.first ? await listAuthenticationsFrom(db, page.first, PAGE_SIZE) : [];
  return { auths: rows.map(toAdminAuthentication), total: page.total, offset: page.offset, limit: PAGE_SIZE };
}

export async function getAuthByPhone(db: Db, phone: string): Promise<AdminAuthentication> {
  const row = await findAuthenticationByPhone(db, phone);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.authNotFound);
  return toAdminAuthentication(row);
}

/** Sends the member back to (or past) a sign-up step: 1 name, 2 birthday, 4 gender, 10 terms, 11 complete. */
export async function editAuthStep(ctx: AppContext, authId: string, step: AuthLevel, actor: Actor): Promise<EditAuthResponse> {
  await ctx.db.transaction(async (tx) => {
    const before = await findAuthenticationById(tx, authId);
    if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.authNotFound);
    await setAuthStep(tx, authId, step, SIGNUP_COMPLETE_STEP, ctx.now());
    await recordAudit(tx, actor, { action: 'auth.edit', targetType: 'signup_authentication', targetId: authId, details: { from: before.auth.authStep, to: step } });
  });
  const auth = toAdminAuthentication((await findAuthenticationById(ctx.db, authId))!);
  return { message: `Sign-up level set to ${step} (${AUTH_LEVEL_NAMES[step]})`, auth };
}
