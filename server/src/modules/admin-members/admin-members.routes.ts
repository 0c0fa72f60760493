import { Router } from 'express';
import {
  memberIdParamsSchema,
  memberListQuerySchema,
  memberLookupParamsSchema,
  blockUserSchema,
  deletePhotoSchema,
  flagPhotoSchema,
  offsetQuerySchema,
  PAGE_SIZE,
  searchNamesParamsSchema,
  sendNotificationSchema,
  photoIdParamsSchema,
  photoBytesQuerySchema,
  MEMBER_PROFILE_MESSAGES,
  canAccess,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow, currentAdmin } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import {
  deletePhoto,
  getUserByLookup,
  listMembers,
  listUsers,
  searchUsers,
  toggleBlock,
  toggleFlag,
} from './admin-members.service';
import { getMemberCounts, getMemberRecord } from './member-record.service';
import { notifyMember } from './notify-member.service';
import { AppError } from '../../lib/app-error';
import { photoBytesForAdmin } from '../member-photos/member-photos.service';

export function adminMembersRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/getusers/:adminId', allow('membersRead'), async (_req, res) => {
    res.json(await listUsers(ctx.db, 0, ctx.now()));
  });
  router.get('/getnextuserset', allow('membersRead'), async (req, res) => {
    const { offset } = parse(offsetQuerySchema, req.query);
    res.json(await listUsers(ctx.db, offset + PAGE_SIZE, ctx.now()));
  });
  router.get('/getprevuserset', allow('membersRead'), async (req, res) => {
    const { offset } = parse(offsetQuerySchema, req.query);
    res.json(await listUsers(ctx.db, Math.max(0, offset - PAGE_SIZE), ctx.now()));
  });
  // The legacy name says phone, but a name works as well; an empty search is answered, not 404ed.
  router.get('/searchnames{/:phone}', allow('membersRead'), async (req, res) => {
    const { phone } = parse(searchNamesParamsSchema, req.params);
    res.json(await searchUsers(ctx.db, phone, ctx.now()));
  });
  router.get('/getsingleUser/:phone', allow('membersRead'), async (req, res) => {
    const { phone: lookup } = parse(memberLookupParamsSchema, req.params);
    res.json({ user: await getUserByLookup(ctx.db, lookup, ctx.now()) });
  });
  router.get('/members', allow('membersRead'), async (req, res) => {
    res.json(await listMembers(ctx.db, parse(memberListQuerySchema, req.query), ctx.now()));
  });
  router.get('/members/:id/record', allow('membersRead'), async (req, res) => {
    const { id } = parse(memberIdParamsSchema, req.params);
    res.json(await getMemberRecord(ctx.db, id, ctx.now(), { seesMoney: canAccess(currentAdmin(res).role, 'revenue') }));
  });
  router.get('/members/:id/counts', allow('membersRead'), async (req, res) => {
    const { id } = parse(memberIdParamsSchema, req.params);
    res.json({ counts: await getMemberCounts(ctx.db, id) });
  });

  router.patch('/blockUser', allow('membersWrite'), async (req, res) => {
    const { userId } = parse(blockUserSchema, req.body);
    res.json(await toggleBlock(ctx, userId, actorOf(req, res)));
  });
  // The member modal fetches these with its bearer token and shows a blob URL: no photo URL works without a token.
  router.get('/photos/:id', allow('membersRead'), async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { id } = parse(photoIdParamsSchema, req.params);
    const { size } = parse(photoBytesQuerySchema, req.query);
    const bytes = await photoBytesForAdmin(ctx, id, size);
    if (!bytes) throw new AppError('NOT_FOUND', MEMBER_PROFILE_MESSAGES.photoNotFound);
    res.type('image/jpeg').send(bytes);
  });
  router.put('/flag-photo', allow('membersWrite'), async (req, res) => {
    const { userId, photoId } = parse(flagPhotoSchema, req.body);
    res.json(await toggleFlag(ctx, userId, photoId, actorOf(req, res)));
  });
  router.put('/delete-photo', allow('membersWrite'), async (req, res) => {
    const { userId, photoId } = parse(deletePhotoSchema, req.body);
    res.json(await deletePhoto(ctx, userId, photoId, actorOf(req, res)));
  });
  router.post('/sendNotification', allow('notifications'), async (req, res) => {
    const body = parse(sendNotificationSchema, req.body);
    const input = {
      userId: body.userId,
      ...body.notification,
      isEmail: body.isEmail,
      isPushNotification: body.isPushNotification,
    };
    res.json(await notifyMember(ctx, input, actorOf(req, res)));
  });
  return router;
}
