import { Router } from 'express';
import { incognitoInputSchema, snoozeInputSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { endSnooze, setIncognito, snooze } from './privacy-settings.service';

/** Snooze and incognito (decision 0165); documented with hidden contacts in modules/member-privacy/privacy.docs.ts. */
export function privacySettingsRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  router.put('/me/snooze', member, requireCompletedSignup, async (req, res) => {
    res.json(await snooze(ctx, memberPrincipal(res).id, parse(snoozeInputSchema, req.body)));
  });
  router.delete('/me/snooze', member, requireCompletedSignup, async (_req, res) => {
    res.json(await endSnooze(ctx, memberPrincipal(res).id));
  });
  router.put('/me/incognito', member, requireCompletedSignup, async (req, res) => {
    res.json(await setIncognito(ctx, memberPrincipal(res).id, parse(incognitoInputSchema, req.body)));
  });
  return router;
}
