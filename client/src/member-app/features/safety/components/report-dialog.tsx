import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/http';
import { useReportMember } from '../api/report-member';

export type ReportTarget = {
  memberId: string;
  firstName: string;
  kind: 'user' | 'message';
  messageId?: string;
  messageText?: string;
};

/** Reports a member or one of their messages; blocking them too is the default. The member is never told. */
export function ReportDialog({
  target,
  onClose,
  onDone,
}: {
  target: ReportTarget;
  onClose: () => void;
  onDone: (blocked: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(true);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const report = useReportMember();
  async function submit() {
    setBusy(true);
    setError(undefined);
    try {
      const body = {
        kind: target.kind,
        memberId: target.memberId,
        reason,
        alsoBlock,
        ...(target.kind === 'message' ? { messageId: target.messageId, messageText: target.messageText } : {}),
      };
      const answer = await report.mutateAsync(body);
      onDone(answer.blocked);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }
  return (
    <Modal
      title={target.kind === 'message' ? 'Report this message' : `Report ${target.firstName}`}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={busy || !reason.trim()}>
            Send report
          </Button>
        </>
      }
    >
      <p>Our team reviews every report. {target.firstName} is never told who reported them.</p>
      <TextAreaField
        label="What happened?"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <label className="m-check">
        <input type="checkbox" checked={alsoBlock} onChange={(e) => setAlsoBlock(e.target.checked)} /> Also block{' '}
        {target.firstName}
      </label>
    </Modal>
  );
}
