import { AD_SLOT_NAMES, spotReservationSchema } from '@blynd/shared';
import { ContactDetailsFields, PublicSubmitButton } from '../../../components/ui/public-form-parts';
import { Options, SelectField, TextField } from '../../../components/ui/field';
import { TOAST_DURATION } from '../../../lib/toast';
import { usePublicForm } from '../../../lib/use-public-form';
import { useAds } from '../api/get-ads';
import { useReserveSpot } from '../api/reserve-spot';
import { slotRows } from '../slot-status';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePublicFormTexts } from '../../../components/ui/public-form-texts';
import '../../../styles/forms.css';

const EMPTY = { email: '', fullname: '', phone: '', company: '', slot: '' };

export function ReservationForm() {
  const t = usePublicFormTexts();
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
        <h2 id="reserve-title">{t('reserveTitle')}</h2>
        <p className="form-card__intro">{t('reserveIntro')}</p>
      </div>
      <div className="form-grid">
        <ContactDetailsFields field={field} emailPlaceholder="you@business.com" />
        <TextField
          label={t('company')}
          autoComplete="organization"
          {...field('company')}
          placeholder={t('companyPlaceholder')}
        />
        <div className="form-grid__full">
          <SelectField
            label={t('slot')}
            {...field('slot')}
            hint={unavailable.has(values.slot) ? t('slotTaken') : undefined}
          >
            <option value="">{t('chooseSlot')}</option>
            <Options
              options={AD_SLOT_NAMES.map((name) => ({
                value: name,
                label: unavailable.has(name) ? t('slotUnavailable', { name }) : name,
              }))}
            />
          </SelectField>
        </div>
      </div>
      <PublicSubmitButton label={t('submit')} sending={sending} hydrated={hydrated} />
    </form>
  );
}
