import { Router } from 'express';
import {
  MEMBER_PROFILE_MESSAGES as TEXT,
  photoBytesQuerySchema,
  SIGNUP_COMPLETE_STEP,
  photoIdParamsSchema,
  photoOrderSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';
import { admitMember, memberPrincipal, requireMember } from '../../middleware/require-member';
import {
  addPhoto,
  appealPhoto,
  findPhotoFor,
  listOwnPhotos,
  photoBytesOf,
  removeOwnPhoto,
  reorderPhotos,
} from './member-photos.service';
import { photoUpload } from './photo-upload';

const HOUR = 60 * 60 * 1000;

/** A photo id that is not a UUID is just another photo the caller cannot see: 404, like a hidden one. */
const photoIdOf = (params: unknown) => {
  const parsed = photoIdParamsSchema.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', TEXT.photoNotFound);
  return parsed.data.id;
};

export function memberPhotosRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  const memberKey = (req: { res?: { locals: Record<string, unknown> } }) =>
    String((req.res?.locals.member as { id?: string } | undefined)?.id ?? 'anonymous');
  // Image decoding is the costliest thing a member can ask for: bounded per member.
  const uploads = ctx.rateLimit({ name: 'member-photo-upload', windowMs: HOUR, limit: 30, key: memberKey });

  router.post('/me/photos', member, uploads, photoUpload, async (req, res) => {
    res.status(201).json(await addPhoto(ctx, memberPrincipal(res).id, req.file!.buffer));
  });
  router.get('/me/photos', member, async (_req, res) => {
    res.json(await listOwnPhotos(ctx, memberPrincipal(res).id));
  });
  router.patch('/me/photos/order', member, async (req, res) => {
    const { ids } = parse(photoOrderSchema, req.body);
    res.json(await reorderPhotos(ctx, memberPrincipal(res).id, ids));
  });
  router.post('/me/photos/:id/appeal', member, async (req, res) => {
    res.json(await appealPhoto(ctx, memberPrincipal(res).id, photoIdOf(req.params)));
  });
  router.delete('/me/photos/:id', member, async (req, res) => {
    res.json(await removeOwnPhoto(ctx, memberPrincipal(res).id, photoIdOf(req.params)));
  });

  // Open during sign-up, but then only for the member's own photos (the profile step shows them): seeing
  // anyone else needs a finished sign-up, and their photos stay 404 like hidden ones until then.
  router.get('/photos/:id', async (req, res) => {
    // Never cached anywhere: the §6 check must run again on the next view (an unmatch or a block hides at once).
    res.setHeader('Cache-Control', 'private, no-store');
    const photoId = photoIdParamsSchema.safeParse(req.params).data?.id;
    const { member: viewer, alongside: photo } = await admitMember(ctx, req, res, (viewerId) =>
      photoId ? findPhotoFor(ctx, viewerId, photoId) : Promise.resolve(undefined),
    );
    if (!photoId) throw new AppError('NOT_FOUND', TEXT.photoNotFound);
    const { size } = parse(photoBytesQuerySchema, req.query);
    const bytes = await photoBytesOf(ctx, viewer.id, photo, size, viewer.authStep !== SIGNUP_COMPLETE_STEP);
    if (!bytes) throw new AppError('NOT_FOUND', TEXT.photoNotFound);
    // Sent as is: res.send would hash the whole file for an ETag on every call, useless under no-store.
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': bytes.length });
    res.end(bytes);
  });
  return router;
}
