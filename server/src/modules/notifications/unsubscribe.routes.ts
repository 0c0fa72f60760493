import { Router, type Response } from 'express';
import { NOTIFICATION_PREFERENCES_MESSAGES as TEXT } from '@blynd/shared';
import type { AppContext } from '../../context';
import { escapeHtml, htmlPage, keepLinkPrivate } from '../../lib/html';
import { unsubscribeByLink } from './preferences.service';

export const UNSUBSCRIBE_PATH = '/unsubscribe';
const MINUTE = 60_000;

const page = (productName: string, body: string) =>
  htmlPage({
    title: `Unsubscribe · ${productName}`,
    body: `<p class="brand">${escapeHtml(productName)}</p>\n${body}`,
    privateLink: true,
  });

function privatePage(res: Response) {
  keepLinkPrivate(res);
  res.type('html');
}

/**
 * The one-click unsubscribe link of every notice mail (RFC 8058, decision 0166), outside /api because a mail client
 * posts it as a form (`List-Unsubscribe=One-Click`), not JSON. GET only shows a button (link scanners open links;
 * they must not unsubscribe anyone); POST, the mail client's one click or that button, turns that kind's email off.
 * No sign-in: the signed token is the key. Bad tokens are counted per address.
 */
export function unsubscribeRoutes(ctx: AppContext) {
  const router = Router();
  const product = ctx.config.site.productName;
  const guesses = ctx.rateLimit({
    name: 'unsubscribe-guess',
    windowMs: 10 * MINUTE,
    limit: 30,
    counts: (_req, res) => res.statusCode === 404,
  });
  router.get(`${UNSUBSCRIBE_PATH}/:token`, guesses, async (req, res) => {
    privatePage(res);
    const token = String(req.params.token);
    const outcome = await unsubscribeByLink(ctx, token, false);
    if (outcome.kind === 'invalid')
      return void res.status(404).send(page(product, `<h1>${escapeHtml(TEXT.unsubscribeInvalid)}</h1>`));
    res.send(
      page(
        product,
        `<h1>Unsubscribe</h1>
<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}/${token}`)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<p><button type="submit">Stop these emails</button></p>
</form>
<p class="help">You can turn every kind of notification on or off in the app, under Settings, Notifications.</p>`,
      ),
    );
  });
  router.post(`${UNSUBSCRIBE_PATH}/:token`, guesses, async (req, res) => {
    privatePage(res);
    const outcome = await unsubscribeByLink(ctx, String(req.params.token), true);
    if (outcome.kind === 'invalid')
      return void res.status(404).send(page(product, `<h1>${escapeHtml(TEXT.unsubscribeInvalid)}</h1>`));
    res.send(page(product, `<h1>${escapeHtml(outcome.text)}</h1>`));
  });
  return router;
}
