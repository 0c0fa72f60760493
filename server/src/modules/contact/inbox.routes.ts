import { Router } from 'express';
import {
  contactMessageParamsSchema, contactMessagesQuerySchema, conversationStatusSchema, pageQuerySchema, replyContactMessageSchema, sendSystemMessageSchema,
  updateMessageSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import {
  changeConversationStatus, getConversation, listContactInbox, listSystemInbox, markMessageRead, replyToContactMessage, sendSystemMessage,
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
    res.json(await changeConversationStatus(ctx, messageId, parse(conversationStatusSchema, req.body).status, actorOf(req, res)));
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
