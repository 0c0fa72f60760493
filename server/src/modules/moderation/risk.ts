import type { RiskScore, RiskSignal } from '@blynd/shared';

/**
 * The risk score's weights (decision 0151): each signal adds points a person can read back. At RISK_THRESHOLD the
 * member is put in the queue and may not start new conversations until staff review them.
 */
export const RISK_WEIGHTS = {
  /** Per unit of detection weight (text_detections.weight, decision 0150, which already weighs early ones more). */
  detection: 2,
  /** Per distinct member who reported them. */
  reportReceived: 3,
  /** Per distinct member who blocked them. */
  blockReceived: 2,
  /** Opened at least `lowReplyMinimum` conversations and under `lowReplyRate` of them got an answer. */
  lowReplyRate: 3,
  lowReplyMinimum: 5,
  lowReplyRateBelow: 0.2,
  /** Account younger than `newAccountDays`. */
  newAccount: 2,
  newAccountDays: 7,
  notVerified: 2,
  /** Per other account seen on one of the member's devices, at most `sharedDeviceMax` of them counted. */
  sharedDevice: 3,
  sharedDeviceMax: 3,
  /** The phone deleted an account before and came back. */
  reRegistered: 3,
} as const;

export const RISK_THRESHOLD = 12;
/** How far back signals count. */
export const RISK_WINDOW_DAYS = 30;
/** A detection becomes a queue item of its own once its weight reaches this (decision 0150's weights: 0.5 to 2). */
export const DETECTION_ITEM_WEIGHT = 1;

export type RiskFacts = {
  memberId: string;
  /** Sum of the detections' weights over the window, and how many detections made it. */
  detectionWeight: number;
  detections: number;
  reporters: number;
  blockers: number;
  opened: number;
  answered: number;
  accountAgeDays: number;
  verified: boolean;
  sharedDeviceAccounts: number;
  reRegistered: boolean;
};

const round = (n: number) => Math.round(n * 10) / 10;

/** The score and the signals behind it, in words staff (and the member's limit notice) can read. */
export function scoreRisk(facts: RiskFacts): RiskScore {
  const w = RISK_WEIGHTS;
  const signals: RiskSignal[] = [];
  const add = (signal: string, detail: string, points: number) => {
    if (points > 0) signals.push({ signal, detail, points: round(points) });
  };
  add(
    'detections',
    `${facts.detections} flagged text${facts.detections === 1 ? '' : 's'} in ${RISK_WINDOW_DAYS} days (weighed as decision 0150 says)`,
    facts.detectionWeight * w.detection,
  );
  add(
    'reports',
    `Reported by ${facts.reporters} member${facts.reporters === 1 ? '' : 's'}`,
    facts.reporters * w.reportReceived,
  );
  add(
    'blocks',
    `Blocked by ${facts.blockers} member${facts.blockers === 1 ? '' : 's'}`,
    facts.blockers * w.blockReceived,
  );
  if (facts.opened >= w.lowReplyMinimum && facts.answered / facts.opened < w.lowReplyRateBelow)
    add('reply-rate', `${facts.answered} of ${facts.opened} conversations they opened got an answer`, w.lowReplyRate);
  if (facts.accountAgeDays < w.newAccountDays)
    add('new-account', `Account ${Math.floor(facts.accountAgeDays)} days old`, w.newAccount);
  if (!facts.verified) add('not-verified', 'Not verified', w.notVerified);
  const shared = Math.min(facts.sharedDeviceAccounts, w.sharedDeviceMax);
  add(
    'shared-device',
    `${facts.sharedDeviceAccounts} other account${facts.sharedDeviceAccounts === 1 ? '' : 's'} on the same device`,
    shared * w.sharedDevice,
  );
  if (facts.reRegistered) add('re-registered', 'Phone came back after deleting an account', w.reRegistered);
  const score = round(signals.reduce((sum, s) => sum + s.points, 0));
  return { score, threshold: RISK_THRESHOLD, signals };
}
