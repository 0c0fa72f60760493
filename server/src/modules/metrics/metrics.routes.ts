import { Router } from 'express';
import type { AppContext } from '../../context';
import { outboxBacklog as readOutboxBacklog } from '../mail-outbox/mail-outbox.service';
import { metricsAccess } from './metrics-access';
import { collectProcessMetrics, metricsRegistry, outboxBacklog, outboxOldestPending } from '../../lib/metrics';
import { requestLatency } from './request-latency';

/**
 * Mounted first (app.ts): times every request, and serves GET /metrics in Prometheus' text format to a configured
 * token or address (decision 0128). Unconfigured, /metrics is not served: the request goes on to the site's 404.
 */
export function metricsRoutes(ctx: AppContext, fixedPaths: readonly string[]) {
  const router = Router();
  const admitted = metricsAccess(ctx.config);
  router.use(requestLatency(fixedPaths));
  if (!admitted) return router;
  collectProcessMetrics();

  router.get('/metrics', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!admitted(req))
      return res
        .status(401)
        .set('WWW-Authenticate', 'Bearer')
        .json({ error: 'Metrics need the metrics token or an allowed address' });
    await readOutbox(ctx);
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
  return router;
}

/** The outbox is read at each scrape (one indexed query); a database that does not answer leaves the last values. */
async function readOutbox(ctx: AppContext) {
  try {
    const backlog = await readOutboxBacklog(ctx);
    outboxBacklog.set({ status: 'pending' }, backlog.pending);
    outboxBacklog.set({ status: 'failed' }, backlog.failed);
    const oldest = backlog.oldestPendingAt;
    outboxOldestPending.set(oldest ? Math.max(0, (ctx.now().getTime() - oldest.getTime()) / 1000) : 0);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'metrics: outbox backlog not read');
  }
}
