import { Router } from 'express';
import type { AppContext } from '../../context';
import { AD_SLOT_LABELS } from '@blynd/shared';
import { adSlotPreviewSvg, blyndmojiSvg } from '../../lib/artwork';

const AD_PREVIEWS: Record<string, string> = {
  'explore-users': AD_SLOT_LABELS.filterSlot,
  'view-matches': AD_SLOT_LABELS.friendRequestSlot,
  messages: AD_SLOT_LABELS.chatSlot,
};

/** Public artwork only. Member photos are never here: they go through the §6 check (decision 0046). */
export function mediaRoutes(_ctx: AppContext) {
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
  return router;
}
