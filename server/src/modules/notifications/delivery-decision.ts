import type { NoticeChannel, NoticeKind, NotificationPreferences } from '@blynd/shared';

/** What happens to one notice on one channel: sent now, held for the daily digest, or not sent. */
export type ChannelDecision = 'instant' | 'hold' | 'drop';
export type DeliveryDecision = Record<NoticeChannel, ChannelDecision>;

/**
 * The preferences row a feed kind belongs to; null for notices about the member's own account and safety
 * (moderation, verification, date check-ins, staff messages), which no preference turns off or holds (decision 0166).
 */
export function categoryOf(feedKind: string): NoticeKind | null {
  if (feedKind === 'like') return 'likes';
  if (feedKind === 'match') return 'matches';
  if (feedKind === 'message') return 'messages';
  if (feedKind === 'photo-request' || feedKind === 'unlock') return 'photoRequests';
  if (feedKind.startsWith('auction-')) return 'auctions';
  if (feedKind === 'picks-ready') return 'picks';
  if (feedKind === 'announcement') return 'news';
  return null;
}

const LAGOS_OFFSET_MINUTES = 60; // Africa/Lagos is UTC+1 all year (no daylight saving).
const DAY_MS = 86_400_000;

/** The Lagos wall clock of an instant: its date (YYYY-MM-DD) and the minutes since Lagos midnight. */
export function lagosClock(at: Date): { date: string; minutes: number } {
  const shifted = new Date(at.getTime() + LAGOS_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The latest instant at or before `at` whose Lagos time is `hour`:00. */
export function lastLagosHour(at: Date, hour: number): Date {
  const { date, minutes } = lagosClock(at);
  const today = new Date(`${date}T00:00:00.000Z`).getTime() - LAGOS_OFFSET_MINUTES * 60_000 + hour * 3_600_000;
  return new Date(minutes >= hour * 60 ? today : today - DAY_MS);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `at` falls in the quiet hours (start inclusive, end exclusive; 22:00–07:00 spans midnight). */
export function inQuietHours(quiet: NotificationPreferences['quietHours'], at: Date): boolean {
  if (!quiet) return false;
  const now = lagosClock(at).minutes;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

const ESSENTIAL: DeliveryDecision = { push: 'instant', email: 'drop', inApp: 'instant' };

/**
 * The one rule every notice the product sends goes through (decision 0166): per channel, the member's frequency
 * for the notice's kind (off drops, daily holds for the digest), and quiet hours hold an instant push.
 * Email and in-app make no sound, so quiet hours leave them alone.
 */
export function decideDelivery(prefs: NotificationPreferences, feedKind: string, at: Date): DeliveryDecision {
  const category = categoryOf(feedKind);
  if (!category) return ESSENTIAL;
  const row = prefs.kinds[category];
  const decide = (channel: NoticeChannel): ChannelDecision => {
    const frequency = row[channel];
    if (frequency === 'off') return 'drop';
    if (frequency === 'daily') return 'hold';
    return channel === 'push' && inQuietHours(prefs.quietHours, at) ? 'hold' : 'instant';
  };
  return { push: decide('push'), email: decide('email'), inApp: decide('inApp') };
}
