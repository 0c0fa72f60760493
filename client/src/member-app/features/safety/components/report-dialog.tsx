import { REPORT_REASON_CODES, REPORT_REASON_LABELS, type ReportReasonCode } from '@blynd/shared';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Options, SelectField, TextAreaField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/http';
import { useReportMember } from '../api/report-member';
import { useSafetyTexts } from '../texts';

export type ReportTarget = {
  /** Absent for a past match, whose other side the server knows. */
  memberId?: string;
  firstName: string;
  kind: 'user' | 'message';
  messageId?: string;
  messageText?: string;
  /** A past match (GET /matches/past): the report takes the messages the server kept when it ended. */
  matchId?: string;
  /** The reason chosen beforehand; the member can still change it. */
  reasonCode?: ReportReasonCode;
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
  const t = useSafetyTexts();
  const [reasonCode, setReasonCode] = useState<ReportReasonCode | ''>(target.reasonCode ?? '');
  const [reason, setReason] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(true);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const report = useReportMember();
  async function submit() {
    setBusy(true);
    setError(undefined);
    try {
      if (!reasonCode) return;
      const answer = await report.mutateAsync({
        kind: target.kind,
        reasonCode,
        reason,
        alsoBlock,
        ...(target.matchId
          ? { matchId: target.matchId }
          : { memberId: target.memberId, messageId: target.messageId, messageText: target.messageText }),
      });
      onDone(answer.blocked);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }
  return (
    <Modal
      title={
        target.matchId
          ? t('reportPast', { name: target.firstName })
          : target.kind === 'message'
            ? t('reportMessage')
            : t('reportName', { name: target.firstName })
      }
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={busy || !reasonCode || !reason.trim()}>
            {t('send')}
          </Button>
        </>
      }
    >
      <p>{t('neverTold', { name: target.firstName })}</p>
      {target.matchId && <p>{t('lastMessages')}</p>}
      <SelectField
        label={t('why')}
        value={reasonCode}
        onChange={(e) => setReasonCode(e.target.value as ReportReasonCode)}
        required
      >
        <option value="" disabled>
          {t('choose')}
        </option>
        <Options options={REPORT_REASON_CODES.map((code) => ({ value: code, label: REPORT_REASON_LABELS[code] }))} />
      </SelectField>
      <TextAreaField
        label={t('what')}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <label className="m-check">
        <input type="checkbox" checked={alsoBlock} onChange={(e) => setAlsoBlock(e.target.checked)} />{' '}
        {t('alsoBlock', { name: target.firstName })}
      </label>
    </Modal>
  );
}
