import { Router } from 'express';
import { ADMIN_MESSAGES, adminMemberParamsSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { findMemberCreatedAt } from './notifications.repository';
import { preferencesSummary } from './preferences.service';

/** A member's notification preferences on their record in the control centre (whoever reads members). */
export function adminNotificationsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/members/:id/notification-preferences', allow('membersRead'), async (req, res) => {
    const { id } = parse(adminMemberParamsSchema, req.params);
    if (!(await findMemberCreatedAt(ctx.db, id))) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    res.json(await preferencesSummary(ctx, id));
  });
  return router;
}
