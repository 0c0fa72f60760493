import { FACE_CHECK_MESSAGES } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';

/** While staff look at the face check (an estimated age close to or under 18, decision 0141): nothing to do but wait. */
export function ReviewStep({ onCheck }: { onCheck: () => void }) {
  return (
    <div className="m-form" role="status">
      <p>{FACE_CHECK_MESSAGES.underReview}.</p>
      <p className="m-muted">
        A member of our team looks at it, usually within a day. You will find the answer in your notifications.
      </p>
      <Button variant="ghost" block onClick={onCheck}>
        Check again
      </Button>
    </div>
  );
}
