import type { AdminUser } from '@blynd/shared';

/** The spec's words for a member's states (SPEC §4): In-use/Disabled, Verified/Unverified, Premium/Free, Paid/Nill, Complete/Incomplete. */
export function memberLabels(user: Pick<AdminUser, 'disabled' | 'livenessVerified' | 'isPremium' | 'earningVerified' | 'completedSignup' | 'isBlocked'>) {
  return {
    account: user.disabled ? 'Disabled' : 'In-use',
    liveness: user.livenessVerified ? 'Verified' : 'Unverified',
    plan: user.isPremium ? 'Premium' : 'Free',
    earningVerification: user.earningVerified ? 'Paid' : 'Nill',
    signup: user.completedSignup ? 'Complete' : 'Incomplete',
    block: user.isBlocked ? 'Unblock User' : 'Block User',
  } as const;
}
