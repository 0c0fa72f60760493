import { Router } from 'express';
import { hiddenContactsInputSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { clearHidden, putHiddenContacts } from './privacy.service';

const DAY = 24 * 60 * 60 * 1000;

/** Hidden contacts (decision 0164); snooze and incognito are member-me's (privacy-settings.routes.ts). */
export function hiddenContactsRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  // Hiding a number and watching who leaves discover tells whose number it was (decision 0164): a few lists a day.
  const hiddenContactsLimit = ctx.rateLimit({
    name: 'hidden-contacts',
    windowMs: DAY,
    limit: 10,
    key: (req) => String((req.res?.locals.member as { id?: string } | undefined)?.id),
  });

  router.put('/me/hidden-contacts', member, requireCompletedSignup, hiddenContactsLimit, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await putHiddenContacts(ctx, memberPrincipal(res).id, parse(hiddenContactsInputSchema, req.body)));
  });
  router.delete('/me/hidden-contacts', member, requireCompletedSignup, async (_req, res) => {
    res.json(await clearHidden(ctx, memberPrincipal(res).id));
  });
  return router;
}
