import { createLastSeenRecorder } from '../last-seen-recorder';

const unexpected = (what: unknown) => {
  throw new Error(`unexpected: ${String(what)}`);
};
const at = (second: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, second));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('last seen recorder', () => {
  it('When members are seen within one window, then one write takes them all, each at their latest time', async () => {
    const writes: Map<string, Date>[] = [];
    const recorder = createLastSeenRecorder(async (seen) => void writes.push(seen), unexpected, 50);

    recorder.record('a', at(1));
    recorder.record('b', at(2));
    recorder.record('a', at(3));
    expect(writes).toHaveLength(0);
    await wait(120);

    expect(writes).toEqual([
      new Map([
        ['a', at(3)],
        ['b', at(2)],
      ]),
    ]);
  });

  it('When members are seen while a write is in flight, then they wait for the next write', async () => {
    const writes: Map<string, Date>[] = [];
    let release!: () => void;
    const firstWrite = new Promise<void>((resolve) => (release = resolve));
    const recorder = createLastSeenRecorder(
      async (seen) => {
        writes.push(seen);
        if (writes.length === 1) await firstWrite;
      },
      unexpected,
      10,
    );

    recorder.record('a', at(1));
    await wait(40);
    recorder.record('b', at(2));
    recorder.record('c', at(3));
    await wait(40);
    expect(writes).toHaveLength(1);
    release();
    await recorder.flush();

    expect(writes).toEqual([
      new Map([['a', at(1)]]),
      new Map([
        ['b', at(2)],
        ['c', at(3)],
      ]),
    ]);
  });

  it('When flushed before the window closes, then everything noted is written at once', async () => {
    const written: string[] = [];
    const recorder = createLastSeenRecorder(async (seen) => void written.push(...seen.keys()), unexpected, 60_000);

    recorder.record('a', at(1));
    await recorder.flush();

    expect(written).toEqual(['a']);
  });

  it('When a write fails, then the error is reported and later members are still written', async () => {
    const errors: unknown[] = [];
    const written: string[] = [];
    const recorder = createLastSeenRecorder(
      async (seen) => {
        if (seen.has('broken')) throw new Error('database down');
        written.push(...seen.keys());
      },
      (error) => errors.push(error),
    );

    recorder.record('broken', at(1));
    await recorder.flush();
    recorder.record('fine', at(2));
    await recorder.flush();

    expect(errors).toEqual([new Error('database down')]);
    expect(written).toEqual(['fine']);
  });

  it('When nothing was recorded, then flush resolves at once', async () => {
    const recorder = createLastSeenRecorder(async () => unexpected('a write'), unexpected);
    await expect(recorder.flush()).resolves.toBeUndefined();
  });
});
