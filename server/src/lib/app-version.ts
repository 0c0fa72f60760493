import type { RequestHandler } from 'express';
import { APP_VERSION_HEADER, MESSAGES } from '@blynd/shared';
import { AppError } from './app-error';

/**
 * Apps older than MIN_APP_VERSION are told to update (426). A call without the header (a browser tool,
 * a partner) is let through; a header that is not a version counts as too old.
 */
export const requireAppVersion =
  (minVersion: number): RequestHandler =>
  (req, _res, next) => {
    const header = req.headers[APP_VERSION_HEADER];
    if (header === undefined) return next();
    const version = Number.parseInt(String(header).trim(), 10);
    if (!Number.isFinite(version) || version < minVersion)
      return next(new AppError('UPGRADE_REQUIRED', MESSAGES.upgradeRequired));
    next();
  };
