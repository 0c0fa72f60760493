import { randomBytes } from 'node:crypto';
import { matchUp } from './chat-kit';
import { startLiveInstance, type LiveInstance } from './live-kit';
import { startRedis } from './redis-instance';
import { quickMember, type Member } from './social-kit';
import { openTestDatabase } from './test-database';

/** Two instances of the application on one database and one Redis; `close` stops both instances and the Redis. */
export type TwoLiveInstances = { a: LiveInstance; b: LiveInstance; close(): Promise<void> };

/**
 * The Redis is the caller's own on a free port (redis-server is installed by .ci/run), never the shared one, and its
 * channels carry a prefix of this run's own.
 */
export async function startTwoLiveInstances(prefix = 'test'): Promise<TwoLiveInstances> {
  const database = await openTestDatabase();
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url, REDIS_PREFIX: `${prefix}-${randomBytes(6).toString('hex')}:` };
  const a = await startLiveInstance(database, { env });
  const b = await startLiveInstance(database, { env, ownsDatabase: false });
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
      await redis.stop();
    },
  };
}

/** Two instances, and Ada and Bola (signed in on A) matched with each other. */
export type MatchAcrossInstances = TwoLiveInstances & { ada: Member; bola: Member; matchId: string };

export async function startMatchAcrossInstances(phones: [string, string]): Promise<MatchAcrossInstances> {
  const instances = await startTwoLiveInstances();
  const ada = await quickMember(instances.a, phones[0]);
  const bola = await quickMember(instances.a, phones[1]);
  return { ...instances, ada, bola, matchId: await matchUp(instances.a, ada, bola) };
}
