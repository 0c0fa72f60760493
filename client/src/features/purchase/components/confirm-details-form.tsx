import { useRef, useState, type FormEvent } from 'react';
import { confirmDetailsQuerySchema, type ConfirmedDetails } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { site } from '../../../config/site';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { validateForm } from '../../../lib/validation';
import { useConfirmDetails } from '../api/confirm-details';
import { normalisePhone } from '../purchase-rules';
import { useHydrated } from '../../../lib/use-hydrated';
import './purchase.css';

type Errors = { phone?: string; dob?: string };

/** A wrong date of birth belongs under the birth-date field; every other server answer under the phone. */
const isWrongDob = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && /date of birth/i.test(error.message);

const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

export function ConfirmDetailsForm({ onConfirmed }: { onConfirmed: (details: ConfirmedDetails) => void }) {
  const hydrated = useHydrated();
  const [phone, setPhone] = useState('');
  const [dob, setDob] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const inFlight = useRef(false);
  const confirm = useConfirmDetails();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return; // double submission is blocked while pending
    const checked = validateForm(confirmDetailsQuerySchema, { phone: normalisePhone(phone), dob });
    if (!checked.ok) {
      setErrors({ phone: checked.fieldErrors.phone, dob: checked.fieldErrors.dob });
      return;
    }
    setErrors({});
    inFlight.current = true;
    try {
      onConfirmed(await confirm.mutateAsync(checked.data));
    } catch (error) {
      const message = errorMessage(error);
      setErrors(isWrongDob(error) ? { dob: message } : { phone: message });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form
      className="purchase-card confirm-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="confirm-title"
      aria-busy={confirm.isPending}
    >
      <span className="purchase-step">Step 1 of 2</span>
      <h2 id="confirm-title">Confirm Your Details</h2>
      <p className="purchase-card__intro">
        Enter the phone number and date of birth on your {site.productName} profile so we can find your account. We
        never share them.
      </p>
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="08031234567"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={errors.phone}
        hint="The 11-digit number you signed up with, starting with 0."
      />
      <TextField
        label="Date of birth"
        name="dob"
        type="date"
        autoComplete="bday"
        max={today()}
        value={dob}
        onChange={(event) => setDob(event.target.value)}
        error={errors.dob}
      />
      <Button type="submit" size="lg" block disabled={confirm.isPending || !hydrated}>
        {confirm.isPending && <Spinner size={18} light />}
        {confirm.isPending ? 'Confirming...' : 'Confirm Details'}
      </Button>
    </form>
  );
}
