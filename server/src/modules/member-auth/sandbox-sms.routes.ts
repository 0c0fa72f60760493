import { Router } from 'express';
import { MESSAGES, sandboxSmsQuerySchema, type SandboxSmsResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';

/** Lets app developers read the code the SMS sandbox "sent". Mounted only while the sandbox is active. */
export function sandboxSmsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/sandbox/sms/latest', async (req, res) => {
    const { phone } = parse(sandboxSmsQuerySchema, req.query);
    const latest = await ctx.sms.latest?.(phone);
    if (!latest) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    res.json({
      phone: latest.phone,
      code: latest.code,
      sentAt: latest.sentAt.toISOString(),
    } satisfies SandboxSmsResponse);
  });
  return router;
}
