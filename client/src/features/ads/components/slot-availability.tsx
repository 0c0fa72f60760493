import { formatNaira } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Tag } from '../../../components/ui/tag';
import { errorMessage } from '../../../lib/api-client';
import { useAds } from '../api/get-ads';
import { slotRows } from '../slot-status';
import { SlotPreview } from './slot-preview';
import { usePublicFormTexts } from '../../../components/ui/public-form-texts';
import './advertise.css';

export function SlotAvailability() {
  const t = usePublicFormTexts();
  const ads = useAds();
  return (
    <section className="slot-box" aria-labelledby="slot-title" aria-busy={ads.isPending}>
      <div className="slot-box__head">
        <h2 id="slot-title">{t('availabilityTitle')}</h2>
        <p>{t('availabilityIntro')}</p>
      </div>
      {ads.isPending && (
        <p className="slot-box__status" role="status">
          <Spinner /> {t('pleaseWait')}
        </p>
      )}
      {ads.isError && (
        <div className="slot-box__error" role="alert">
          <p>
            <strong>{t('availabilityFailed')}</strong> {errorMessage(ads.error)}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void ads.refetch()} disabled={ads.isFetching}>
            {ads.isFetching ? t('retrying') : t('retry')}
          </Button>
        </div>
      )}
      {ads.isSuccess && (
        <ul className="slot-list">
          {slotRows(ads.data).map((row) => (
            <li key={row.key} className="slot-row" data-slot={row.key}>
              <div className="slot-row__main">
                <span className="slot-row__name">{row.label}</span>
                <span className="slot-row__price">{t('rate', { amount: formatNaira(row.slot.amount) })}</span>
              </div>
              <Tag tone={row.status === 'Available' ? 'success' : 'danger'}>{row.status}</Tag>
              <SlotPreview slot={row.key} label={row.label} image={row.slot.imgUrl || null} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
