import { Router } from 'express';
import type { AppContext } from '../../context';
import { AD_SLOT_LABELS, AUCTION_MESSAGES } from '@blynd/shared';
import { adSlotPreviewSvg, blyndmojiSvg } from '../../lib/artwork';
import { auctionImageBytes } from '../auctions/auction-images.service';

const AD_PREVIEWS: Record<string, string> = {
  'explore-users': AD_SLOT_LABELS.filterSlot,
  'view-matches': AD_SLOT_LABELS.friendRequestSlot,
  messages: AD_SLOT_LABELS.chatSlot,
};

/**
 * Public artwork and auction images only. Member photos are never here: they go through the visibility check
 * on every view (decision 0046).
 */
export function mediaRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/media/avatars/:seed.svg', (req, res) => {
    const seed = Number.parseInt(req.params.seed, 10);
    if (!Number.isInteger(seed) || seed < 0 || seed > 999) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(blyndmojiSvg(seed));
  });
  router.get('/media/ads/:name.svg', (req, res) => {
    const title = AD_PREVIEWS[req.params.name];
    if (!title) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(adSlotPreviewSvg(title));
  });
  router.get('/media/auctions/:name.webp', async (req, res) => {
    const bytes = await auctionImageBytes(ctx, req.params.name);
    if (!bytes) {
      res.status(404).json({ error: AUCTION_MESSAGES.imageNotFound });
      return;
    }
    // A name is never reused for other bytes, so browsers and CDNs may keep the file for good.
    res.writeHead(200, {
      'Content-Type': 'image/webp',
      'Content-Length': bytes.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    res.end(bytes);
  });
  // Any other address under /media is a missing file, answered as the API answers, not with the website's page.
  router.use('/media', (_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  return router;
}
