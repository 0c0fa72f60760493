export type MobilePlatform = 'android' | 'ios' | 'other';

/**
 * Which store a visitor's device belongs to. iPadOS reports itself as a Mac, so a "Macintosh"
 * with a touch screen counts as iOS.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}
