import { useCardTexts } from './texts';

/**
 * The verified badge (decision 0146): liveness passed and the first photo shows the verified face, within the last
 * 12 months. Its text is read out, so the check mark alone never carries the meaning.
 */
export function VerifiedBadge() {
  const t = useCardTexts();
  return (
    <span className="m-verified" title={t('verifiedTitle')}>
      <span aria-hidden="true">✓</span>
      {` ${t('verified')}`}
    </span>
  );
}
