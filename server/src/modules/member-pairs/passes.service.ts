import { MEMBER_DISCOVER_MESSAGES as TEXT, type MessageResponse, type PassResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { visibilityOf } from '../visibility/visibility.repository';
import { deletePassIfLatest, insertPass } from './passes.repository';

/** Hides the member from the viewer's discover. Idempotent; a member the viewer cannot see is 404. */
export async function passMember(ctx: AppContext, viewerId: string, memberId: string): Promise<PassResponse> {
  if (memberId === viewerId || !(await visibilityOf(ctx.db, viewerId, memberId)).member)
    throw new AppError('NOT_FOUND', TEXT.memberNotFound);
  await insertPass(ctx.db, viewerId, memberId);
  return { passed: true };
}

/** Undoes the viewer's newest pass only (decision 0052): 404 when there is no such pass, 409 when a newer one exists. */
export async function undoPass(ctx: AppContext, viewerId: string, memberId: string): Promise<MessageResponse> {
  const outcome = await deletePassIfLatest(ctx.db, viewerId, memberId);
  if (outcome === 'missing') throw new AppError('NOT_FOUND', TEXT.passNotFound);
  if (outcome === 'not-latest') throw new AppError('CONFLICT', TEXT.onlyLatestPass);
  return { message: TEXT.passUndone };
}
