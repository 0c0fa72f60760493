import { useRef, useState, type FormEvent } from 'react';
import { emailField, MESSAGES, type ConfirmedDetails } from '@blynd/shared';
import { site } from '../../config/site';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/toast';
import { savePaymentSession } from './payment-session';
import { matchesMaskedEmail } from './purchase-rules';

type Options = {
  member: ConfirmedDetails;
  /** Asks the server to start the payment for the confirmed email (the server prices it). */
  start: (email: string) => Promise<{ redirect?: string | null }>;
  /** True while the start call is in flight. */
  starting: boolean;
  /** True when nothing may be bought (e.g. Premium is already active). */
  refused?: boolean;
  onChangeDetails: () => void;
  navigateTo: (url: string) => void;
};

/**
 * Step 2 of every purchase on the site (Premium or tokens): the member types the email on their profile, the server
 * starts the payment, and the browser goes to Paystack. One submission at a time; an expired payment token sends the
 * member back to confirm their details.
 */
export function usePaymentStart({ member, start, starting, refused, onChangeDetails, navigateTo }: Options) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [redirecting, setRedirecting] = useState(false);
  const inFlight = useRef(false);

  const onProceed = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || refused) return;
    const checked = emailField(MESSAGES.invalidEmail).safeParse(email);
    if (!checked.success) return setEmailError(MESSAGES.invalidEmail);
    if (!matchesMaskedEmail(checked.data, member.email)) {
      return setEmailError(`This is not the email on your ${site.productName} profile (${member.email}).`);
    }
    setEmailError(undefined);
    inFlight.current = true;
    try {
      const started = await start(checked.data);
      if (!started.redirect) {
        notifyError(MESSAGES.paymentStartFailedClient);
        return;
      }
      savePaymentSession({ userId: member.userId, token: member.token });
      setRedirecting(true);
      navigateTo(started.redirect);
    } catch (error) {
      notifyError(errorMessage(error));
      // The payment token lasts 30 minutes; once it has expired the member confirms their details again.
      if (error instanceof ApiError && error.status === 401) onChangeDetails();
    } finally {
      inFlight.current = false;
    }
  };

  return { email, setEmail, emailError, busy: starting || redirecting, onProceed };
}
