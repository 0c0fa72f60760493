import { CHAT_SAFETY_MESSAGES, type SendNudge } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { useChatTexts } from '../texts';

/**
 * The server's "Are you sure?" before a sexual or harassing message goes (decision 0150): its explanation, then "Send
 * anyway" (the same message, confirmed) or "Edit" (back into the composer, nothing sent).
 */
export function SendNudgeDialog({
  nudge,
  text,
  onSendAnyway,
  onEdit,
}: {
  nudge: SendNudge['nudge'];
  text: string;
  onSendAnyway: () => void;
  onEdit: () => void;
}) {
  const t = useChatTexts();
  return (
    <Modal
      title={CHAT_SAFETY_MESSAGES.areYouSure}
      role="alertdialog"
      size="sm"
      onClose={onEdit}
      footer={
        <>
          <Button variant="secondary" onClick={onEdit}>
            {t('edit')}
          </Button>
          <Button onClick={onSendAnyway}>{t('sendAnyway')}</Button>
        </>
      }
    >
      <p>{nudge.explanation}</p>
      <blockquote className="m-nudge__text">{text}</blockquote>
    </Modal>
  );
}
