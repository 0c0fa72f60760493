import type { RequestHandler } from 'express';

/**
 * At most `limit` requests through at a time; the rest wait their turn here, first come first served. A chat
 * send uses the database twice (the member guard, then its one call, decision 0107) and the pool queues each
 * use with a 3 s limit (the same limit that reports PostgreSQL down as 503). Under more sends than the database keeps up
 * with, every send queued twice in the pool, the late ones got a 503 after the guard's work was already spent,
 * and throughput collapsed. Waiting here first, before any work, keeps the pool queue short: overload becomes
 * a longer answer, not a failed send. A request whose client left while it waited is dropped unserved.
 */
export function concurrencyGate(limit: number): RequestHandler {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return (req, res, next) => {
    const start = () => {
      if (req.socket.destroyed) return release();
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        release();
      };
      res.once('finish', finish);
      res.once('close', finish);
      next();
    };
    if (active < limit) {
      active += 1;
      start();
    } else waiting.push(start);
  };
}
