import { Router } from 'express';
import { pageQuerySchema, replyContactMessageSchema, sendSystemMessageSchema, updateMessageSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { listContactInbox, listSystemInbox, markMessageRead, replyToContactMessage, sendSystemMessage } from './inbox.service';

export function inboxRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/contactmessages', allow('inbox'), async (req, res) => {
    res.json(await listContactInbox(ctx.db, parse(pageQuerySchema, req.query).page));
  });
  router.get('/systemmessages', allow('systemMessages'), async (req, res) => {
    res.json(await listSystemInbox(ctx.db, parse(pageQuerySchema, req.query).page));
  });
  router.patch('/updatemessage', allow('inbox'), async (req, res) => {
    const { messageId } = parse(updateMessageSchema, req.body);
    res.json(await markMessageRead(ctx, messageId, actorOf(req, res)));
  });
  router.post('/replycontactmessage', allow('inbox'), async (req, res) => {
    res.json(await replyToContactMessage(ctx, parse(replyContactMessageSchema, req.body), actorOf(req, res)));
  });
  router.post('/sendsystemmessage', allow('broadcast'), async (req, res) => {
    res.status(201).json(await sendSystemMessage(ctx, parse(sendSystemMessageSchema, req.body), actorOf(req, res)));
  });
  return router;
}
