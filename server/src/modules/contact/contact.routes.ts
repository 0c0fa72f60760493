import { Router } from 'express';
import { contactMessageSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { PUBLIC_FORM_LIMIT } from '../../lib/rate-limit';
import { parse } from '../../middleware/validate';
import { CONTACT_SUCCESS_MESSAGE, submitContactMessage } from './contact.service';

export function contactRoutes(ctx: AppContext) {
  const router = Router();
  const limit = ctx.rateLimit({ name: 'contact', ...PUBLIC_FORM_LIMIT });
  router.post('/sendmessage', limit, async (req, res) => {
    await submitContactMessage(ctx.db, parse(contactMessageSchema, req.body));
    res.status(201).json({ message: CONTACT_SUCCESS_MESSAGE });
  });
  return router;
}
