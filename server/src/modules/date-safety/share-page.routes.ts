import { Router } from 'express';
import { keepLinkPrivate } from '../../lib/html';
import type { AppContext } from '../../context';
import { closedDatePage, SHARE_CSS, SHARE_CSS_PATH, sharedDatePage } from './share-page';
import { openSharedDate, sharedDatePhoto } from './share.service';

const MINUTE = 60_000;

/**
 * The page a member's trusted contact opens from the text, `/d/<token>` (decision 0155): no account, no script.
 * Links that lead nowhere are counted per address (30 in 10 minutes), on top of the 256-bit token.
 */
export function sharePageRoutes(ctx: AppContext) {
  const router = Router();
  const guesses = ctx.rateLimit({
    name: 'date-share-guess',
    windowMs: 10 * MINUTE,
    limit: 30,
    counts: (_req, res) => res.statusCode === 404,
  });
  const productName = ctx.config.site.productName;

  router.get(SHARE_CSS_PATH, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(SHARE_CSS);
  });
  router.get('/d/:token', guesses, async (req, res) => {
    keepLinkPrivate(res);
    const outcome = await openSharedDate(ctx, String(req.params.token));
    res.type('html');
    if (outcome.kind === 'open') return void res.send(sharedDatePage(outcome.date, productName));
    res.status(outcome.kind === 'gone' ? 404 : 410).send(closedDatePage(outcome.kind, productName));
  });
  router.get('/d/:token/photo', guesses, async (req, res) => {
    keepLinkPrivate(res);
    const bytes = await sharedDatePhoto(ctx, String(req.params.token));
    if (!bytes) return void res.status(404).type('text/plain').send('Not found');
    res.type('image/jpeg').send(bytes);
  });
  return router;
}
