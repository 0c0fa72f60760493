import { memberLabels, reRegisteredLabel } from '../member-labels';

const member = {
  disabled: false,
  livenessVerified: true,
  isPremium: true,
  earningVerified: true,
  completedSignup: true,
  isBlocked: false,
};

describe("a member's states in the spec's words", () => {
  it('When everything is in order, then it reads In-use, Verified, Premium, Paid, Complete and offers Block User', () => {
    expect(memberLabels(member)).toEqual({
      account: 'In-use',
      liveness: 'Verified',
      plan: 'Premium',
      earningVerification: 'Paid',
      signup: 'Complete',
      block: 'Block User',
    });
  });

  it('When nothing is, then it reads Disabled, Unverified, Free, Nill, Incomplete and offers Unblock User', () => {
    expect(
      memberLabels({
        disabled: true,
        livenessVerified: false,
        isPremium: false,
        earningVerified: false,
        completedSignup: false,
        isBlocked: true,
      }),
    ).toEqual({
      account: 'Disabled',
      liveness: 'Unverified',
      plan: 'Free',
      earningVerification: 'Nill',
      signup: 'Incomplete',
      block: 'Unblock User',
    });
  });
});

describe('a member who re-registered after a deletion', () => {
  it('When the phone belonged to a deleted account, then the member reads "Re-registered after deletion"; otherwise nothing is shown', () => {
    expect(reRegisteredLabel({ reRegisteredAt: '2026-03-01T10:00:00.000Z' })).toBe('Re-registered after deletion');
    expect(reRegisteredLabel({ reRegisteredAt: null })).toBeNull();
  });
});
