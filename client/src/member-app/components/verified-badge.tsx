/**
 * The verified badge (decision 0146): liveness passed and the first photo shows the verified face, within the last
 * 12 months. Its text is read out, so the check mark alone never carries the meaning.
 */
export function VerifiedBadge() {
  return (
    <span className="m-verified" title="Face checked: the first photo shows the member's verified face">
      <span aria-hidden="true">✓</span> Verified
    </span>
  );
}
