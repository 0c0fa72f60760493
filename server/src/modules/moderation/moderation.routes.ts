import { Router } from 'express';
import {
  addNoteSchema,
  appealDecisionSchema,
  appealParamsSchema,
  appealsQuerySchema,
  assignItemSchema,
  escalationInputSchema,
  liftRestrictionSchema,
  moderationActionSchema,
  moderationItemParamsSchema,
  moderationQueueQuerySchema,
  recategoriseItemSchema,
  restrictionParamsSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow, currentAdmin } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { actOnItem } from './actions.service';
import { decideAppeal, getAppeals, liftRestriction } from './appeals.service';
import {
  addNote,
  assignItem,
  getItemDetail,
  getQueue,
  markCsae,
  preservedPhoto,
  recordEscalation,
} from './moderation.service';

/** The control centre's moderation queue (decision 0153); suspend and ban are checked per action inside. */
export function moderationRoutes(ctx: AppContext) {
  const router = Router();
  const staff = (req: Parameters<typeof actorOf>[0], res: Parameters<typeof actorOf>[1]) => ({
    ...actorOf(req, res),
    role: currentAdmin(res).role,
  });
  const itemId = (params: unknown) => parse(moderationItemParamsSchema, params).id;

  router.get('/moderation/queue', allow('moderation'), async (req, res) => {
    res.json(await getQueue(ctx, parse(moderationQueueQuerySchema, req.query), currentAdmin(res).id));
  });
  router.get('/moderation/items/:id', allow('moderation'), async (req, res) => {
    res.json(await getItemDetail(ctx, itemId(req.params), actorOf(req, res)));
  });
  router.get('/moderation/items/:id/preserved-photo', allow('moderation'), async (req, res) => {
    const bytes = await preservedPhoto(ctx, itemId(req.params), actorOf(req, res));
    res.set('Cache-Control', 'no-store').type('image/jpeg').send(bytes);
  });
  router.post('/moderation/items/:id/assign', allow('moderation'), async (req, res) => {
    const id = itemId(req.params);
    const { staffId } = parse(assignItemSchema, req.body ?? {});
    res.json(await assignItem(ctx, id, staffId, actorOf(req, res)));
  });
  router.post('/moderation/items/:id/notes', allow('moderation'), async (req, res) => {
    const id = itemId(req.params);
    const { text } = parse(addNoteSchema, req.body);
    res.status(201).json(await addNote(ctx, id, text, actorOf(req, res)));
  });
  router.patch('/moderation/items/:id', allow('moderation'), async (req, res) => {
    const id = itemId(req.params);
    parse(recategoriseItemSchema, req.body);
    res.json(await markCsae(ctx, id, actorOf(req, res)));
  });
  router.post('/moderation/items/:id/actions', allow('moderation'), async (req, res) => {
    const id = itemId(req.params);
    const input = parse(moderationActionSchema, req.body);
    res.json(await actOnItem(ctx, id, input, staff(req, res)));
  });
  router.post('/moderation/items/:id/escalations', allow('moderationEnforce'), async (req, res) => {
    const id = itemId(req.params);
    const input = parse(escalationInputSchema, req.body);
    res.status(201).json(await recordEscalation(ctx, id, input, actorOf(req, res)));
  });
  router.post('/moderation/restrictions/:id/lift', allow('moderation'), async (req, res) => {
    const { id } = parse(restrictionParamsSchema, req.params);
    const { note } = parse(liftRestrictionSchema, req.body);
    res.json(await liftRestriction(ctx, id, note, staff(req, res)));
  });
  router.get('/moderation/appeals', allow('moderation'), async (req, res) => {
    const { status } = parse(appealsQuerySchema, req.query);
    res.json(await getAppeals(ctx.db, status));
  });
  router.post('/moderation/appeals/:id/decision', allow('moderationEnforce'), async (req, res) => {
    const { id } = parse(appealParamsSchema, req.params);
    const input = parse(appealDecisionSchema, req.body);
    res.json(await decideAppeal(ctx, id, input, actorOf(req, res)));
  });
  return router;
}
