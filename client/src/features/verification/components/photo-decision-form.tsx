import { useState } from 'react';
import {
  PHOTO_REASON_LABELS,
  PHOTO_REASONS,
  REVIEW_NOTE_MAX,
  photoDecisionSchema,
  type PhotoReason,
} from '@blynd/shared';
import { DecisionForm } from '../../../components/admin/decision-form';
import { Options, SelectField } from '../../../components/ui/field';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { schemaProblem } from '../../../lib/validation';
import type { PhotoDecisionBody } from '../api/decide';

const REASON_OPTIONS = PHOTO_REASONS.map((reason) => ({ value: reason, label: PHOTO_REASON_LABELS[reason] }));

type Decision = PhotoDecisionBody['decision'];

/** Approving or rejecting a held photo, a profile photo's or one sent in chat: a reason for a rejection, and a note. */
export function PhotoDecisionForm({
  heldFor,
  reasonLabel,
  rejectLabel,
  names,
  pending,
  decide,
}: {
  /** The reason the screening gave, chosen first for a rejection. */
  heldFor: string | null;
  /** The reason's label ("Reason if rejected"). */
  reasonLabel: string;
  /** "Reject", or "Remove" for a chat photo (it is gone for both members). */
  rejectLabel: string;
  /** Each button's accessible name ("Approve the photo of Ada"). */
  names: Record<Decision, string>;
  pending: boolean;
  decide: (body: PhotoDecisionBody) => Promise<{ message: string }>;
}) {
  const admin = useCurrentAdmin();
  const [reason, setReason] = useState<PhotoReason>(
    PHOTO_REASONS.find((known) => known === heldFor) ?? PHOTO_REASONS[0],
  );
  if (!admin.can('verificationWrite')) return <ReadOnly />;
  const body = (decision: Decision, note: string): PhotoDecisionBody =>
    decision === 'reject' ? { decision, reason, note } : { decision, note };
  return (
    <DecisionForm<Decision>
      className="admin-report-resolve"
      hint="Why: kept in the audit log"
      noteMax={REVIEW_NOTE_MAX}
      choices={[
        { decision: 'approve', label: 'Approve', name: names.approve },
        { decision: 'reject', label: rejectLabel, name: names.reject, danger: true },
      ]}
      pending={pending}
      check={(decision, note) => schemaProblem(photoDecisionSchema, body(decision, note))}
      decide={(decision, note) => decide(body(decision, note))}
    >
      <SelectField
        label={reasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value as PhotoReason)}
      >
        <Options options={REASON_OPTIONS} />
      </SelectField>
    </DecisionForm>
  );
}

/** What Support sees instead of the decisions. */
export const ReadOnly = () => <p className="admin-cell-muted">Admins decide; you can read.</p>;
