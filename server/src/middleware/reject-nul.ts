import type { RequestHandler } from 'express';
import { AppError } from '../lib/app-error';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner, depth + 1));
};

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in the path, query or body is refused up
 * front with a 400 instead of reaching the database as an encoding error.
 */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  // Node refuses a raw NUL in the request line, so only a percent escape can put one in the path or
  // query; the many URLs without one skip decoding and parsing the query.
  if (req.originalUrl.includes('%')) {
    let path: string;
    try {
      path = decodeURIComponent(req.originalUrl);
    } catch {
      return next(new AppError('BAD_REQUEST', 'The address is not valid'));
    }
    if (path.includes('\u0000') || hasNul(req.query)) return next(new AppError('BAD_REQUEST', NUL_MESSAGE));
  }
  if (hasNul(req.body)) return next(new AppError('BAD_REQUEST', NUL_MESSAGE));
  next();
};
