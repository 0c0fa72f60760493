import { detectPlatform } from '../device';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('detectPlatform', () => {
  it('When the browser is on Android, then it is android', () => expect(detectPlatform(ANDROID)).toBe('android'));
  it('When the browser is on an iPhone, then it is ios', () => expect(detectPlatform(IPHONE)).toBe('ios'));
  it('When an iPad reports itself as a Mac with touch, then it is ios', () =>
    expect(detectPlatform(MAC, 5)).toBe('ios'));
  it('When the browser is on a desktop, then it is other', () => {
    expect(detectPlatform(MAC, 0)).toBe('other');
    expect(detectPlatform(WINDOWS)).toBe('other');
  });
});
