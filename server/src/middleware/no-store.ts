import type { RequestHandler } from 'express';

/**
 * For answers that carry tokens or a member's personal data (admin API, confirm details, payment
 * calls): no browser, proxy or CDN may keep a copy (decision 0028).
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
