import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MESSAGES } from '@blynd/shared';
import { AppError } from '../lib/app-error';
import { errorBodyIn, errorLanguageOf } from '../i18n/error-language';
import { isDatabaseUnavailable } from '../lib/db-errors';

/** SQLSTATEs that mean the input, not the server, was wrong: bad encoding, bad text representation, out of range. */
const DB_INPUT_CODES = new Set(['22021', '22P05', '22P02', '22003', '22007', '22008']);

function databaseInputError(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    if (current.code && DB_INPUT_CODES.has(current.code)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Maps body-parser and library errors to an AppError so every failure leaves through one place. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge);
  if (type === 'entity.parse.failed') return new AppError('BAD_REQUEST', MESSAGES.malformedJson);
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType);
  }
  const status = (error as { status?: number }).status;
  if (status === 400 || status === 413 || status === 415) return new AppError('BAD_REQUEST', 'Invalid request');
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable, error);
  // A safety net behind validation: a value the database cannot take is the caller's mistake, not a 500.
  if (databaseInputError(error)) return new AppError('BAD_REQUEST', 'Invalid request', error);
  return new AppError('INTERNAL', MESSAGES.internalError, error);
}

export const errorHandler: ErrorRequestHandler = async (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const appError = toAppError(error);
  if (appError.status >= 500) {
    req.log?.error({ err: appError.internal ?? error }, appError.message);
  }
  if (appError.code === 'SERVICE_UNAVAILABLE') res.setHeader('Retry-After', '5');
  if (appError.code === 'TOO_MANY_REQUESTS' && typeof appError.extra?.retryAfter === 'number')
    res.setHeader('Retry-After', String(appError.extra.retryAfter));
  // The member API answers in the member's language (decision 0183); everything else, and English, as written.
  const language = await errorLanguageOf(res);
  if (res.headersSent) return;
  res.status(appError.status).json(errorBodyIn(language, appError.message, appError.extra));
};

export const apiNotFound: RequestHandler = async (_req, res) => {
  res.status(404).json(errorBodyIn(await errorLanguageOf(res), MESSAGES.notFound, undefined));
};
