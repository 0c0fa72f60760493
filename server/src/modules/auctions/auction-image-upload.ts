import multer from 'multer';
import type { RequestHandler } from 'express';
import { AUCTION_MESSAGES as TEXT } from '@blynd/shared';
import { AppError } from '../../lib/app-error';
import { PHOTO_MAX_BYTES } from '../../lib/photo-pipeline';

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('image');

/** Reads the multipart field `image` into memory (≤ 10 MB, else 413). The file name and declared type are ignored. */
export const auctionImageUpload: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data'))
    return next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data'));
  parser(req, res, (error?: unknown) => {
    if (!error) return req.file ? next() : next(new AppError('BAD_REQUEST', TEXT.imageRequired));
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
      return next(new AppError('PAYLOAD_TOO_LARGE', TEXT.imageTooLarge));
    next(new AppError('BAD_REQUEST', TEXT.imageRequired, error));
  });
};
