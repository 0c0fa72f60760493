import { Router } from 'express';
import {
  contactMessageParamsSchema,
  contactMessagesQuerySchema,
  conversationStatusSchema,
  replyContactMessageSchema,
  updateMessageSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { idempotencyKeyOf } from '../../lib/idempotency';
import {
  changeConversationStatus,
  getConversation,
  listContactInbox,
  markMessageRead,
  replyToContactMessage,
} from './inbox.service';

export function inboxRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/contactmessages', allow('inbox'), async (req, res) => {
    res.json(await listContactInbox(ctx.db, parse(contactMessagesQuerySchema, req.query)));
  });
  router.get('/contactmessages/:messageId', allow('inbox'), async (req, res) => {
    res.json(await getConversation(ctx.db, parse(contactMessageParamsSchema, req.params).messageId));
  });
  router.patch('/contactmessages/:messageId/status', allow('inbox'), async (req, res) => {
    const { messageId } = parse(contactMessageParamsSchema, req.params);
    res.json(
      await changeConversationStatus(
        ctx,
        messageId,
        parse(conversationStatusSchema, req.body).status,
        actorOf(req, res),
      ),
    );
  });
  router.patch('/updatemessage', allow('inbox'), async (req, res) => {
    const { messageId } = parse(updateMessageSchema, req.body);
    res.json(await markMessageRead(ctx, messageId, actorOf(req, res)));
  });
  router.post('/replycontactmessage', allow('inbox'), async (req, res) => {
    res.json(
      await replyToContactMessage(
        ctx,
        parse(replyContactMessageSchema, req.body),
        actorOf(req, res),
        idempotencyKeyOf(req),
      ),
    );
  });
  return router;
}
