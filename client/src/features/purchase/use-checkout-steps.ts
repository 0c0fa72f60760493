import { useEffect, useRef, useState, type DependencyList } from 'react';
import { useSearchParams } from 'react-router';
import { clearPaymentSession, isPaymentPending } from './payment-session';

/**
 * Each step change of a checkout moves focus to the new step's heading (read out by screen readers), not the
 * body; the first render leaves focus where it is. Put the returned ref on the steps' container.
 */
export function useStepFocus(step: DependencyList) {
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const heading = stepRef.current?.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
    // The caller names the step's state; the effect runs when it changes.
  }, step);
  return stepRef;
}

/**
 * A paid checkout returns to /payment-success; arriving at a catalogue page (/premium, /tokens) with a payment
 * still pending means the checkout was cancelled or left (the sandbox and Paystack's cancel both land there; a
 * cancel URL may also say so with ?payment=cancelled). True once so, and the stored payment session is dropped.
 */
export function usePaymentCancelled() {
  const [params] = useSearchParams();
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (!isPaymentPending() && params.get('payment') !== 'cancelled') return;
    clearPaymentSession();
    setCancelled(true);
  }, [params]);
  return cancelled;
}
