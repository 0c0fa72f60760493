import type { AdminUser } from '@blynd/shared';

/** The control centre's words for a member's states: In-use/Disabled, Verified/Unverified, Premium/Free, Paid/Nill, Complete/Incomplete. */
export function memberLabels(
  user: Pick<
    AdminUser,
    'disabled' | 'livenessVerified' | 'isPremium' | 'earningVerified' | 'completedSignup' | 'isBlocked'
  >,
) {
  return {
    account: user.disabled ? 'Disabled' : 'In-use',
    liveness: user.livenessVerified ? 'Verified' : 'Unverified',
    plan: user.isPremium ? 'Premium' : 'Free',
    earningVerification: user.earningVerified ? 'Paid' : 'Nill',
    signup: user.completedSignup ? 'Complete' : 'Incomplete',
    block: user.isBlocked ? 'Unblock User' : 'Block User',
  } as const;
}

/**
 * A member who signed up with the phone of a deleted account (the old account's blocks and reports came back
 * with it): shown in the members list and on the record, with the day it happened.
 */
export function reRegisteredLabel(user: Pick<AdminUser, 'reRegisteredAt'>): string | null {
  return user.reRegisteredAt ? 'Re-registered after deletion' : null;
}
