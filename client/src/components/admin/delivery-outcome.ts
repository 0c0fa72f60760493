import type { SendNotificationResponse } from '@blynd/shared';

type Delivery = SendNotificationResponse['delivery'];
type Outcome = Delivery['email'];

/** Kept for delivery: sent now, queued for a retry, or logged to the outbox where mail is not set up. */
const DELIVERED: readonly Outcome[] = ['sent', 'queued', 'logged'];

/**
 * Whether every channel the admin chose went out ('all'), some did ('some'), or none did ('none'),
 * so a notification that reached nobody reads as an error rather than a success.
 */
export function deliveryOutcome(delivery: Delivery): 'all' | 'some' | 'none' {
  const requested = [delivery.email, delivery.push].filter((outcome) => outcome !== 'not-requested');
  const delivered = requested.filter((outcome) => DELIVERED.includes(outcome));
  if (delivered.length === 0) return 'none';
  return delivered.length === requested.length ? 'all' : 'some';
}
