import multer from 'multer';
import type { RequestHandler } from 'express';
import { CHAT_PHOTO_MAX_BYTES, MEMBER_CHAT_MESSAGES as TEXT } from '@blynd/shared';
import { AppError } from '../../lib/app-error';

/** The declared type of the part, kept only to refuse bytes that are not what it says (never to decide the kind). */
export type UploadedFile = { bytes: Buffer; declaredType: string | undefined };

const parser = multer({
  storage: multer.memoryStorage(),
  // The largest thing one may send is a photo; a voice note's 500 KB is checked once the bytes say it is audio.
  limits: { fileSize: CHAT_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
}).single('file');

/** Reads the one multipart field `file` into memory (≤ 10 MB, else 413) into res.locals.upload. */
export const attachmentUpload: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next(new AppError('BAD_REQUEST', TEXT.fileRequired));
  parser(req, res, (error?: unknown) => {
    if (!error) {
      if (!req.file || req.file.size === 0) return next(new AppError('BAD_REQUEST', TEXT.fileRequired));
      res.locals.upload = { bytes: req.file.buffer, declaredType: req.file.mimetype } satisfies UploadedFile;
      return next();
    }
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
      return next(new AppError('PAYLOAD_TOO_LARGE', TEXT.chatPhotoTooLarge));
    next(new AppError('BAD_REQUEST', TEXT.fileRequired));
  });
};
