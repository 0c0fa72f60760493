import { Router } from 'express';
import { hiddenContactsInputSchema, incognitoInputSchema, snoozeInputSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { clearHidden, endSnooze, putHiddenContacts, setIncognito, snooze } from './privacy.service';

const DAY = 24 * 60 * 60 * 1000;

/** Snooze, incognito and hidden contacts (decisions 0164, 0165): who may see the member, set by the member. */
export function privacyRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  // Hiding a number and watching who leaves discover tells whose number it was (decision 0164): a few lists a day.
  const hiddenContactsLimit = ctx.rateLimit({
    name: 'hidden-contacts',
    windowMs: DAY,
    limit: 10,
    key: (req) => String((req.res?.locals.member as { id?: string } | undefined)?.id),
  });

  router.put('/me/snooze', member, requireCompletedSignup, async (req, res) => {
    res.json(await snooze(ctx, memberPrincipal(res).id, parse(snoozeInputSchema, req.body)));
  });
  router.delete('/me/snooze', member, requireCompletedSignup, async (_req, res) => {
    res.json(await endSnooze(ctx, memberPrincipal(res).id));
  });
  router.put('/me/incognito', member, requireCompletedSignup, async (req, res) => {
    res.json(await setIncognito(ctx, memberPrincipal(res).id, parse(incognitoInputSchema, req.body)));
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
