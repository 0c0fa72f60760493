import { FACE_CHECK_MESSAGES, VERIFICATION_NOTICES } from '@blynd/shared';
import { useQueryClient } from '@tanstack/react-query';
import { memberKeys } from '../../../api/member-keys';
import { Button } from '../../../../components/ui/button';
import { useSignupTexts } from '../texts';

/**
 * While staff look at the face check (an estimated age close to or under 18, decision 0141): nothing to do but wait.
 * Once they refuse it, sign-up cannot finish, and the screen says so (decision 0137). The feed opens only after sign-up,
 * so the answer shows here (and arrives as a push where the device allows it).
 */
export function ReviewStep({ rejected = false, onCheck }: { rejected?: boolean; onCheck: () => void }) {
  const t = useSignupTexts();
  const queryClient = useQueryClient();
  if (rejected)
    return (
      <div className="m-form" role="status">
        <p>
          <strong>{VERIFICATION_NOTICES.faceRejected.title}.</strong>
        </p>
        <p>{VERIFICATION_NOTICES.faceRejected.body}</p>
      </div>
    );
  return (
    <div className="m-form" role="status">
      <p>{FACE_CHECK_MESSAGES.underReview}.</p>
      <p className="m-muted">{t('reviewText')}</p>
      <Button
        variant="ghost"
        block
        onClick={() => {
          onCheck();
          // A refusal shows in the account's face status, not in the sign-up answer: read both again.
          void queryClient.invalidateQueries({ queryKey: memberKeys.me });
        }}
      >
        {t('checkAgain')}
      </Button>
    </div>
  );
}
