import { Router } from 'express';
import type { AppContext } from '../../context';
import { requireMember } from '../../middleware/require-member';
import { placesForPickers } from './places.service';

/** The places data set for the pickers of PATCH /me's place; open during sign-up like the other catalogues. */
export function placesRoutes(ctx: AppContext) {
  const router = Router();
  const answer = placesForPickers();
  router.get('/places', requireMember(ctx), (_req, res) => {
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.json(answer);
  });
  return router;
}
