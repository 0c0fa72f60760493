import { AD_SLOT_NAMES, spotReservationSchema } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { TOAST_DURATION } from '../../../lib/toast';
import { usePublicForm } from '../../../lib/use-public-form';
import { useReserveSpot } from '../api/reserve-spot';
import '../../../styles/forms.css';

const EMPTY = { email: '', fullname: '', phone: '', company: '', slot: '' };

export function ReservationForm() {
  const { mutateAsync } = useReserveSpot();
  const { values, set, onSubmit, sending } = usePublicForm({
    empty: EMPTY,
    schema: spotReservationSchema,
    send: mutateAsync,
    successDuration: TOAST_DURATION.reservationSuccess,
  });

  return (
    <form className="form-card" onSubmit={onSubmit} noValidate aria-busy={sending} aria-labelledby="reserve-title">
      <div>
        <h2 id="reserve-title">Reserve Space</h2>
        <p className="form-card__intro">Tell us who you are and which slot you want. Our ads team replies within two working days with dates and a quote.</p>
      </div>
      <div className="form-grid">
        <TextField label="Email address" type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} placeholder="you@business.com" />
        <TextField label="Full name" name="fullname" autoComplete="name" value={values.fullname} onChange={set('fullname')} placeholder="Your full name" />
        <TextField label="Phone number" type="tel" name="phone" autoComplete="tel" value={values.phone} onChange={set('phone')} placeholder="0803 123 4567" />
        <TextField label="Business name" name="company" autoComplete="organization" value={values.company} onChange={set('company')} placeholder="Your business or brand" />
        <div className="form-grid__full">
          <SelectField label="Slot" name="slot" value={values.slot} onChange={set('slot')}>
            <option value="">Choose a slot</option>
            {AD_SLOT_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <Button type="submit" size="lg" block disabled={sending}>
        {sending && <Spinner size={18} light />}
        {sending ? 'Sending' : 'Submit'}
      </Button>
    </form>
  );
}
