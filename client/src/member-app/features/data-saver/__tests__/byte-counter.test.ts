import { bytesOf, createByteCounter, formatBytes, SESSION_BYTES_KEY } from '../byte-counter';
import { DATA_SAVER_KEY, dataSaverOn, setDataSaver, subscribeDataSaver } from '../../../components/data-saver-store';

const resource = (name: string, transferSize: number, encodedBodySize = transferSize, extra = {}) => ({
  name,
  transferSize,
  encodedBodySize,
  startTime: name.length,
  ...extra,
});

describe('the data saver’s count of what the session downloaded (decision 0173)', () => {
  afterEach(() => sessionStorage.clear());

  it('when entries arrive, then each costs its transfer size; the HTTP cache, object URLs and data URLs cost nothing; without a transfer size the encoded body counts', () => {
    expect(bytesOf(resource('/api/v1/app/discover', 2300, 2000))).toBe(2300);
    expect(bytesOf(resource('/assets/app.js', 0, 90_000, { deliveryType: 'cache' }))).toBe(0);
    expect(bytesOf(resource('https://cdn.example/font.woff2', 0, 18_000))).toBe(18_000);
    expect(bytesOf(resource('blob:http://localhost/1', 0, 30_000))).toBe(0);
    expect(bytesOf(resource('data:image/png;base64,AAAA', 0, 3))).toBe(0);
    expect(bytesOf({ name: '/x' })).toBe(0);
  });

  it('when the same entry is seen twice (the navigation read, then buffered by the observer), then it counts once, and listeners hear of new bytes only', () => {
    const counter = createByteCounter(sessionStorage, 1000);
    const heard: number[] = [];
    counter.subscribe(() => heard.push(counter.total()));
    const page = resource('http://localhost/app/discover', 12_000);
    counter.add([page, resource('/assets/a.js', 50_000)]);
    counter.add([page, resource('/photos/p1?size=thumb', 20_000)]);
    counter.add([resource('/assets/cached.css', 0, 4000, { deliveryType: 'cache' })]);
    expect(counter.total()).toBe(82_000);
    expect(heard).toEqual([62_000, 82_000]);
  });

  it('when the page reloads in the same tab, then the last load’s bytes carry over and the new load counts its own from zero; the same load starting again does not double its bytes', () => {
    const first = createByteCounter(sessionStorage, 1000);
    first.add([resource('/app', 10_000), resource('/api/v1/app/auth/web/refresh', 3000)]);
    expect(JSON.parse(sessionStorage.getItem(SESSION_BYTES_KEY)!)).toEqual({ earlier: 0, origin: 1000, bytes: 13_000 });

    const again = createByteCounter(sessionStorage, 1000);
    again.add([resource('/app', 10_000), resource('/api/v1/app/auth/web/refresh', 3000)]);
    expect(again.total()).toBe(13_000);

    const reloaded = createByteCounter(sessionStorage, 2000);
    expect(reloaded.total()).toBe(13_000);
    reloaded.add([resource('/app/settings', 9000)]);
    expect(reloaded.total()).toBe(22_000);
    expect(createByteCounter(sessionStorage, 3000).total()).toBe(22_000);
  });

  it('when the stored count is unreadable or storage is blocked, then the count starts again and still runs', () => {
    sessionStorage.setItem(SESSION_BYTES_KEY, '{not json');
    expect(createByteCounter(sessionStorage, 1).total()).toBe(0);
    sessionStorage.setItem(SESSION_BYTES_KEY, JSON.stringify({ earlier: -5, origin: 1, bytes: 'x' }));
    expect(createByteCounter(sessionStorage, 2).total()).toBe(0);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const counter = createByteCounter(undefined, 1);
    counter.add([resource('/a', 100)]);
    expect(counter.total()).toBe(100);
    expect(() => createByteCounter(blocked, 1).add([resource('/b', 5)])).not.toThrow();
  });

  it('when a size is shown, then it reads as data bundles are sold: bytes, KB, one decimal of MB', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(850)).toBe('850 bytes');
    expect(formatBytes(48_200)).toBe('48 KB');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
    expect(formatBytes(2_500_000_000)).toBe('2.50 GB');
  });
});

describe('the data saver switch (decision 0173)', () => {
  afterEach(() => localStorage.clear());

  it('when nothing is stored, then it is off; turned on it is kept on this device and listeners hear it; turned off it is forgotten', () => {
    expect(dataSaverOn()).toBe(false);
    let heard = 0;
    const stop = subscribeDataSaver(() => heard++);
    setDataSaver(true);
    expect(dataSaverOn()).toBe(true);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
    setDataSaver(false);
    expect(dataSaverOn()).toBe(false);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBeNull();
    stop();
    setDataSaver(true);
    expect(heard).toBe(2);
  });
});
