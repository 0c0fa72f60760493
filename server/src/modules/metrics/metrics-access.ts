import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList } from 'node:net';
import type { Request } from 'express';
import type { Config } from '../../config/env';
import { bearerToken } from '../../lib/tokens';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics (decision 0128): the Bearer token, or a client address in METRICS_ALLOW as the app sees it
 * (req.ip under TRUST_PROXY). A request that came through a proxy the app does not trust is admitted by token only:
 * otherwise a proxy on this machine would make every visitor a loopback address. Null when neither is configured:
 * then /metrics is not served at all.
 */
export function metricsAccess(config: Pick<Config, 'metrics' | 'trustProxy'>): ((req: Request) => boolean) | null {
  const { token, allow } = config.metrics;
  if (!token && allow.length === 0) return null;
  const expected = token ? digest(token) : undefined;
  const allowed = new BlockList();
  for (const range of allow) allowed.addSubnet(range.address, range.prefix, range.family);
  const trustsProxy = config.trustProxy !== undefined && config.trustProxy !== 'false';

  return (req) => {
    const given = bearerToken(req.headers.authorization);
    if (expected && given !== undefined) return timingSafeEqual(digest(given), expected);
    if (allow.length === 0) return false;
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (forwarded && !trustsProxy) return false;
    const address = (req.ip ?? req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
    const family = address.includes(':') ? 'ipv6' : 'ipv4';
    return address !== '' && allowed.check(address, family);
  };
}
