import type { RequestHandler } from 'express';
import { MESSAGES } from '@blynd/shared';
import { AppError } from '../lib/app-error';
import { bearerToken, verifyPaymentToken } from '../lib/tokens';

/** Payment calls carry the token from confirm details; it names the only member they may act for. */
export const requirePaymentToken =
  (jwtSecret: string): RequestHandler =>
  (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next(new AppError('UNAUTHORIZED', MESSAGES.authTokenRequired));
    const claims = verifyPaymentToken(token, jwtSecret);
    if (!claims) return next(new AppError('UNAUTHORIZED', MESSAGES.invalidPaymentSession));
    res.locals.paymentMemberId = claims.sub;
    next();
  };
