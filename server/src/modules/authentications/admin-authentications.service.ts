import {
  ADMIN_MESSAGES,
  AUTH_LEVEL_NAMES,
  PAGE_SIZE,
  type AdminAuthentication,
  type AuthLevel,
  type AuthListResponse,
  type AuthSearchResponse,
  type EditAuthResponse,
  type MemberLookup,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { toAdminUserSummary } from '../admin-members/admin-user';
import { recordSignupStepChange } from '../member-signup/signup-history.service';
import { missingForLevel } from './signup-requirements';
import { findMembersMatching } from '../admin-members/admin-members.service';
import { endLiveSessions } from '../notifications/notifications.service';
import {
  findAuthenticationByEmail,
  findAuthenticationsOfMembers,
  findAuthenticationById,
  findAuthenticationByPhone,
  listAuthenticationsFrom,
  locateAuthenticationsPage,
  setAuthStep,
  type AuthWithOwner,
} from './admin-authentications.repository';

/** Step 11, sign-up complete: the app asks for nothing more. */
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
  return getAuthByLookup(db, { phone });
}

/** The sign-up record of the member with this phone (canonical) or email address. */
export async function getAuthByLookup(db: Db, lookup: MemberLookup): Promise<AdminAuthentication> {
  const row =
    'phone' in lookup
      ? await findAuthenticationByPhone(db, lookup.phone)
      : await findAuthenticationByEmail(db, lookup.email);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.authNotFound);
  return toAdminAuthentication(row);
}

export const AUTH_SEARCH_LIMIT = 50;

/** Sign-up records of members whose name, email or phone (any form) matches; newest members first. */
export async function searchAuths(db: Db, term: string): Promise<AuthSearchResponse> {
  const { rows, total } = await findMembersMatching(db, term, AUTH_SEARCH_LIMIT);
  const auths = await findAuthenticationsOfMembers(
    db,
    rows.map((row) => row.id),
  );
  return { auths: auths.map(toAdminAuthentication), total };
}

/** Sends the member back to (or past) a sign-up step: 1 name, 2 birthday, 4 gender, 10 terms, 11 complete. */
export async function editAuthStep(
  ctx: AppContext,
  authId: string,
  step: AuthLevel,
  actor: Actor,
): Promise<EditAuthResponse> {
  const before = await ctx.db.transaction(async (tx) => {
    const before = await findAuthenticationById(tx, authId);
    if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.authNotFound);
    // A level only when the member has what the steps before it collect: never past birthday, gender or liveness (decision 0080).
    const missing = before.owner ? missingForLevel(step, before.owner) : [];
    if (missing.length > 0)
      throw new AppError('CONFLICT', ADMIN_MESSAGES.levelNeeds(step, missing), undefined, { missing });
    await setAuthStep(tx, authId, step, SIGNUP_COMPLETE_STEP, ctx.now());
    await recordSignupStepChange(tx, {
      memberId: before.auth.memberId,
      from: before.auth.authStep,
      to: step,
      source: 'admin',
      adminId: actor.adminId,
      at: ctx.now(),
    });
    await recordAudit(tx, actor, {
      action: 'auth.edit',
      targetType: 'signup_authentication',
      targetId: authId,
      details: { from: before.auth.authStep, to: step, memberId: before.auth.memberId },
    });
    return before;
  });
  // A change of sign-up step is a change of standing: the member's live sockets close (decision 0121).
  if (before.auth.memberId && before.auth.authStep !== step) endLiveSessions(ctx, before.auth.memberId);
  const auth = toAdminAuthentication((await findAuthenticationById(ctx.db, authId))!);
  return { message: `Sign-up level set to ${step} (${AUTH_LEVEL_NAMES[step]})`, auth };
}
