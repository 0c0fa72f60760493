import type { PrivacyState } from '@blynd/shared';
import { isPremium } from './premium';

/** Snooze and incognito as stored on the member's row (decision 0165), with the premium incognito depends on. */
export type PrivacyColumns = {
  snoozedAt: Date | null;
  snoozedUntil: Date | null;
  incognito: boolean;
  premiumUntil: Date | null;
};

/**
 * What the stored columns mean at `now`: the rule of visibility/sql/member-snoozed.sql (a snooze past its end is over)
 * and of member-discoverable-to.sql (incognito only while Premium). GET /me and the control centre's record read it.
 */
export function privacyStateOf(columns: PrivacyColumns, hiddenContacts: number, now: Date): PrivacyState {
  const snoozed =
    columns.snoozedAt !== null && (columns.snoozedUntil === null || columns.snoozedUntil.getTime() > now.getTime());
  return {
    snoozed,
    snoozedUntil: snoozed && columns.snoozedUntil ? columns.snoozedUntil.toISOString() : null,
    incognito: columns.incognito && isPremium(columns.premiumUntil, now),
    hiddenContacts,
  };
}
