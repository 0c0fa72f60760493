import { createAggregateCache } from '../aggregate-cache';

/** A load whose result the test releases, counting how often it was started. */
function controlledLoad() {
  const calls: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<number>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A cache holding 1 under 'k', loaded at time 0 by the first of `calls`. */
async function primed(c: ReturnType<typeof createAggregateCache>) {
  const { load, calls } = controlledLoad();
  const first = c.get('k', load);
  calls[0].resolve(1);
  await first;
  return { load, calls };
}

describe('Aggregate cache', () => {
  let time = 0;
  const cache = () => createAggregateCache({ freshMs: 10, maxStaleMs: 100, clock: () => time });
  beforeEach(() => (time = 0));

  it('When several callers ask while nothing is cached, then one load serves them all and is reused while fresh', async () => {
    const c = cache();
    const { load, calls } = controlledLoad();
    const first = c.get('k', load);
    const second = c.get('k', load);
    calls[0].resolve(1);
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    time = 10;
    expect(await c.get('k', load)).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('When the value is stale but not too old, then it is served at once and one refresh runs in the background', async () => {
    const c = cache();
    const { load, calls } = await primed(c);
    time = 50;
    expect(await c.get('k', load)).toBe(1);
    expect(await c.get('k', load)).toBe(1);
    expect(calls).toHaveLength(2);
    calls[1].resolve(2);
    await settle();
    expect(await c.get('k', load)).toBe(2);
  });

  it('When the value is older than the stale limit, then the caller waits for a new one', async () => {
    const c = cache();
    const { load, calls } = await primed(c);
    time = 101;
    const next = c.get('k', load);
    calls[1].resolve(2);
    expect(await next).toBe(2);
  });

  it('When invalidated during a load, then that load is not stored and the next caller loads anew', async () => {
    const c = cache();
    const { load, calls } = controlledLoad();
    const before = c.get('k', load);
    c.invalidate('k');
    const after = c.get('k', load);
    calls[0].resolve(1);
    calls[1].resolve(2);
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await c.get('k', load)).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('When a load fails, then the caller sees the error and nothing is cached', async () => {
    const c = cache();
    const { load, calls } = controlledLoad();
    const failing = c.get('k', load);
    calls[0].reject(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    const retry = c.get('k', load);
    calls[1].resolve(3);
    expect(await retry).toBe(3);
  });

  it('When a background refresh fails, then the stale value keeps being served and the error is reported', async () => {
    const errors: unknown[] = [];
    const c = createAggregateCache({
      freshMs: 10,
      maxStaleMs: 100,
      clock: () => time,
      onRefreshError: (error) => errors.push(error),
    });
    const { load, calls } = await primed(c);
    time = 50;
    expect(await c.get('k', load)).toBe(1);
    calls[1].reject(new Error('timeout'));
    await settle();
    expect(errors).toHaveLength(1);
    expect(await c.get('k', load)).toBe(1);
  });
});
