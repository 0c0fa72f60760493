import { Router } from 'express';
import { confirmDetailsQuerySchema, MESSAGES } from '@blynd/shared';
import type { AppContext } from '../../context';
import { noStore } from '../../middleware/no-store';
import { parse } from '../../middleware/validate';
import { confirmMemberDetails, WrongDateOfBirthError } from './confirm-details.service';

const HOUR = 60 * 60 * 1000;

export function confirmDetailsRoutes(ctx: AppContext) {
  const router = Router();
  // Guessing a date of birth is cheap, so wrong answers are limited per phone; lookups per IP.
  const wrongDobLimit = ctx.rateLimit({
    name: 'confirm-dob',
    windowMs: HOUR,
    limit: 5,
    message: MESSAGES.tooManyAttempts,
    key: (req) => String(req.query.phone ?? '').trim(),
    counts: (_req, res) => res.locals.wrongDob === true,
  });
  const lookupLimit = ctx.rateLimit({ name: 'confirm-ip', windowMs: 10 * 60 * 1000, limit: 60 });

  router.get('/confirmdetails', noStore, lookupLimit, wrongDobLimit, async (req, res) => {
    const query = parse(confirmDetailsQuerySchema, req.query);
    try {
      res.json(
        await confirmMemberDetails(ctx.db, query, {
          productName: ctx.config.site.productName,
          jwtSecret: ctx.config.jwtSecret,
          now: ctx.now(),
        }),
      );
    } catch (error) {
      if (error instanceof WrongDateOfBirthError) res.locals.wrongDob = true;
      throw error;
    }
  });
  return router;
}
