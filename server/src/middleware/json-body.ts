import express, { type RequestHandler } from 'express';
import { MESSAGES } from '@blynd/shared';
import { AppError } from '../lib/app-error';

declare module 'http' {
  interface IncomingMessage {
    /** The exact bytes of a JSON body, kept for signature checks (Paystack webhook). */
    rawBody?: Buffer;
  }
}

/**
 * Bodies sent to the API must be JSON (415 otherwise) of at most 100 kB (413); the parsed body is
 * `req.body`. Requests without a body, nearly every read, skip the parser: it would only find out the
 * same thing after more bookkeeping.
 */
export function jsonBody(options: { multipartPaths?: (string | RegExp)[] } = {}): RequestHandler {
  const multipartPaths = new Set(options.multipartPaths?.filter((path) => typeof path === 'string'));
  // A path with a parameter (a chat attachment's match id) is given as a pattern.
  const multipartPatterns = (options.multipartPaths ?? []).filter((path) => path instanceof RegExp);
  const isMultipartPath = (path: string) => multipartPaths.has(path) || multipartPatterns.some((p) => p.test(path));
  const parse = express.json({ limit: '100kb', verify: (req, _res, buf) => void (req.rawBody = buf) });
  return (req, res, next) => {
    // The parser's own test for a body (type-is `hasBody`), so what it parses is unchanged.
    if (req.headers['transfer-encoding'] === undefined && req.headers['content-length'] === undefined) return next();
    // File uploads (member photos) are parsed by their own route, with their own size limit.
    if (isMultipartPath(req.path) && req.is('multipart/form-data')) return next();
    const announcesBody =
      Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (announcesBody && !req.is('application/json'))
      return next(new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType));
    parse(req, res, next);
  };
}
