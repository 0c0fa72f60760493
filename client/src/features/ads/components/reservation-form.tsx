import { AD_SLOT_NAMES, spotReservationSchema } from '@blynd/shared';
import { ContactDetailsFields, PublicSubmitButton } from '../../../components/ui/public-form-parts';
import { Options, SelectField, TextField } from '../../../components/ui/field';
import { TOAST_DURATION } from '../../../lib/toast';
import { usePublicForm } from '../../../lib/use-public-form';
import { useAds } from '../api/get-ads';
import { useReserveSpot } from '../api/reserve-spot';
import { slotRows } from '../slot-status';
import { useHydrated } from '../../../lib/use-hydrated';
import '../../../styles/forms.css';

const EMPTY = { email: '', fullname: '', phone: '', company: '', slot: '' };

export function ReservationForm() {
  const hydrated = useHydrated();
  const { mutateAsync } = useReserveSpot();
  const { values, field, submit, sending } = usePublicForm({
    empty: EMPTY,
    schema: spotReservationSchema,
    send: mutateAsync,
    successDuration: TOAST_DURATION.reservationSuccess,
  });
  const ads = useAds();
  // A slot with a live ad is marked in the list, so nobody books it believing it is free.
  const unavailable = new Set(
    ads.data
      ? slotRows(ads.data)
          .filter((row) => row.status === 'Unavailable')
          .map((row) => row.label)
      : [],
  );

  return (
    <form className="form-card" onSubmit={submit} noValidate aria-busy={sending} aria-labelledby="reserve-title">
      <div>
        <h2 id="reserve-title">Reserve Space</h2>
        <p className="form-card__intro">
          Tell us who you are and which slot you want. Our ads team replies within two working days with dates and a
          quote.
        </p>
      </div>
      <div className="form-grid">
        <ContactDetailsFields field={field} emailPlaceholder="you@business.com" />
        <TextField
          label="Business name"
          autoComplete="organization"
          {...field('company')}
          placeholder="Your business or brand"
        />
        <div className="form-grid__full">
          <SelectField
            label="Slot"
            {...field('slot')}
            hint={
              unavailable.has(values.slot)
                ? 'This slot is Unavailable right now: our ads team will offer you the next free dates.'
                : undefined
            }
          >
            <option value="">Choose a slot</option>
            <Options
              options={AD_SLOT_NAMES.map((name) => ({
                value: name,
                label: unavailable.has(name) ? `${name} (Unavailable)` : name,
              }))}
            />
          </SelectField>
        </div>
      </div>
      <PublicSubmitButton label="Submit" sending={sending} hydrated={hydrated} />
    </form>
  );
}
