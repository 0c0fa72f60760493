import { Router } from 'express';
import type { AppContext } from '../../context';

export function healthRoutes(ctx: AppContext, state: { shuttingDown: boolean }) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (state.shuttingDown) {
      res.status(503).json({ status: 'shutting down', error: 'Server is shutting down' });
      return;
    }
    try {
      await ctx.database.ping();
      res.json({ status: 'ready', database: ctx.database.kind });
    } catch {
      res.status(503).json({ status: 'unavailable', error: 'Database unavailable' });
    }
  });
  return router;
}
