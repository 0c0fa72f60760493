import { DEMO_ADMIN } from '../../src/db/seed/demo-catalogue';
import { call } from './support/api';
import { startPaystackStandIn, type PaystackStandIn } from '../../src/test-support/paystack-stand-in';
import { startPostgres, type PostgresInstance } from './support/postgres-instance';
import { startRedis, type RedisInstance } from '../../src/test-support/redis-instance';
import { startServerProcess, type ServerProcess } from './support/server-process';

describe('Two instances sharing Redis', () => {
  let pg: PostgresInstance;
  let redis: RedisInstance;
  let paystack: PaystackStandIn;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pg = await startPostgres();
    redis = await startRedis();
    paystack = await startPaystackStandIn();
    const env = {
      DATABASE_URL: await pg.createDatabase('blynd_redis'),
      REDIS_URL: redis.url,
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
    };
    a = await startServerProcess(env);
    // The second instance finds the data seeded by the first.
    b = await startServerProcess(env);
  });
  afterAll(async () => {
    await a?.stop('SIGKILL');
    await b?.stop('SIGKILL');
    await paystack?.close();
    await redis?.stop();
    pg?.destroy();
  });

  it('When one client alternates between the instances, then the public form limit (5 per IP per 10 min) holds across both', async () => {
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await call(i % 2 ? b.url : a.url, '/api/v1/public/sendmessage', {
        ip,
        body: {
          email: `redis-${i}@example.com`,
          fullname: 'Shared Limit',
          phone: '08030000000',
          subject: `redis ${i}`,
          message: 'Counting across instances.',
        },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  // The limit is per account and address (decision 0084): one address tries the same account on both instances.
  it('When wrong admin passwords are tried from one address on both instances, then that address is refused after five in total', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await call(i % 2 ? b.url : a.url, '/api/v1/admin/adminlogin', {
        ip: '203.0.113.7',
        body: { email: DEMO_ADMIN.email, password: `wrong-${i}`, passcode: '000000' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
