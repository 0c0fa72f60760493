import { useSyncExternalStore } from 'react';

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

const neverChanges = () => () => {};
const platformOfThisBrowser = () => detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
const notYetKnown = () => undefined;

/**
 * The visitor's platform, for rendering. Pages are prerendered without a navigator, so the prerender
 * and the first client render while hydrating both see `undefined` (render it as 'other'); React then
 * renders again with the detected platform, so a phone's page hydrates without a mismatch. After a
 * client-side navigation the platform is known from the first render.
 */
export function usePlatform(): MobilePlatform | undefined {
  return useSyncExternalStore<MobilePlatform | undefined>(neverChanges, platformOfThisBrowser, notYetKnown);
}
