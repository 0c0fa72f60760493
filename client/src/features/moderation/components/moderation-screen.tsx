import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  MODERATION_NOTE_MAX,
  MODERATION_REASON_MAX,
  moderationActionSchema,
  type ModerationAction,
  type ModerationItem,
  type ModerationItemDetail,
  type ModerationPriority,
} from '@blynd/shared';
import { AuthorisedPhoto } from '../../../components/admin/authorised-photo';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { DecisionForm, noteRequired } from '../../../components/admin/decision-form';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { CheckboxField, Options, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Tag, type TagTone } from '../../../components/ui/tag';
import { adminPaths, memberRecordLink } from '../../../config/admin-screens';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { formatDateTime, memberName } from '../../../lib/format';
import { notifyAnswer, notifyError } from '../../../lib/toast';
import { schemaProblem } from '../../../lib/validation';
import {
  useActOnItem,
  useAddNote,
  useAppeals,
  useAssignItem,
  useDecideAppeal,
  useEscalate,
  useLiftRestriction,
  useMarkCsae,
  useModerationItem,
  useModerationQueue,
  type QueueStatus,
} from '../api/moderation-api';
import { Panel } from '../../../components/admin/panel';
import './moderation.css';

const PRIORITY: Record<ModerationPriority, { label: string; tone: TagTone }> = {
  csae: { label: 'CSAE', tone: 'danger' },
  urgent: { label: 'Urgent', tone: 'danger' },
  high: { label: 'High', tone: 'gold' },
  normal: { label: 'Normal', tone: 'blue' },
  low: { label: 'Low', tone: 'neutral' },
};

const KIND_LABEL: Record<ModerationItem['kind'], string> = {
  report: 'Report',
  detection: 'Detection',
  'photo-hold': 'Held photo',
  'chat-photo-hold': 'Held chat photo',
  'face-review': 'Age review',
  risk: 'Risk alert',
};

const ACTION_LABEL: Record<ModerationAction, string> = {
  warn: 'Warn',
  'remove-content': 'Remove the content',
  suspend: 'Suspend',
  ban: 'Ban',
  dismiss: 'Dismiss',
};

const STATUSES: { value: QueueStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Acted on' },
  { value: 'all', label: 'All' },
];

const person = (item: ModerationItem) => (item.member ? memberName(item.member) : 'a deleted account');

/**
 * What acting on a verification hold does to the held photo or face (decision 0182): a dismissal approves it as the
 * Verification screen does, any other action rejects it. Null for an item that is not a hold.
 */
const holdEffect = (item: ModerationItem, action: ModerationAction): string | null => {
  const release = action === 'dismiss';
  switch (item.kind) {
    case 'photo-hold':
      return release
        ? `The photo is approved and shown on ${person(item)}'s profile; ${person(item)} is told it was approved.`
        : 'The held photo is rejected too, as on the Verification screen, and its picture is remembered as removed.';
    case 'chat-photo-hold':
      return release
        ? 'The photo is approved and delivered to the other member of the chat.'
        : 'The held photo is removed from the chat too, as on the Verification screen, and its sender is told.';
    case 'face-review':
      return release
        ? `The age review is approved: ${person(item)} may finish sign-up and is told so.`
        : `The age review is rejected too: ${person(item)} cannot finish sign-up and is told so.`;
    default:
      return null;
  }
};

/**
 * One queue of reports, detections, verification holds and risk alerts (decision 0153), by priority then age, with
 * each item's evidence, the member's risk and restrictions, notes, assignment and the actions staff may take.
 */
export function ModerationScreen() {
  const [params, setParams] = useSearchParams();
  const status = (STATUSES.find((s) => s.value === params.get('status'))?.value ?? 'open') as QueueStatus;
  const mine = params.get('mine') === 'true';
  const selected = params.get('item');
  const query = useModerationQueue(status, mine);
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return (
    <>
      <ScreenHeader
        title="Moderation queue"
        intro="Reports, flagged texts, held photos and risk alerts in one list: child safety first, then by age. Each item shows when it is due."
      />
      <div className="admin-toolbar">
        <SelectField label="Show" value={status} onChange={(event) => set({ status: event.target.value, item: null })}>
          <Options options={STATUSES} />
        </SelectField>
        <CheckboxField
          label="Only items assigned to me"
          checked={mine}
          onChange={(event) => set({ mine: event.target.checked ? 'true' : null, item: null })}
        />
      </div>
      <div className="moderation-layout">
        <Panel id="moderation-items" title="Items">
          <QueryState
            query={query}
            loadingLabel="Loading the queue"
            isEmpty={(data) => data.items.length === 0}
            empty="Nothing waiting. Well done."
          >
            {(data) => (
              <>
                <p className="admin-meta">
                  {data.total} item{data.total === 1 ? '' : 's'}
                </p>
                <ul className="moderation-list">
                  {data.items.map((item) => (
                    <li key={item._id}>
                      <button
                        type="button"
                        className={`moderation-row${item._id === selected ? ' moderation-row--selected' : ''}`}
                        aria-current={item._id === selected ? 'true' : undefined}
                        onClick={() => set({ item: item._id })}
                      >
                        <span className="moderation-row__tags">
                          <Tag tone={PRIORITY[item.priority].tone}>{PRIORITY[item.priority].label}</Tag>
                          <Tag tone="neutral">{KIND_LABEL[item.kind]}</Tag>
                          {item.overdue && <Tag tone="danger">Overdue</Tag>}
                        </span>
                        <span className="moderation-row__title">
                          {item.category} · {person(item)}
                        </span>
                        <span className="admin-meta">
                          Due {formatDateTime(item.dueAt)}
                          {item.assignedTo ? ` · ${item.assignedTo.fullname}` : ' · unassigned'}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </QueryState>
        </Panel>
        <Panel id="moderation-detail" title="Item">
          {selected ? (
            <ItemDetail key={selected} itemId={selected} />
          ) : (
            <p className="admin-cell-muted">Choose an item to see its evidence and act on it.</p>
          )}
        </Panel>
      </div>
      <Appeals />
    </>
  );
}

function ItemDetail({ itemId }: { itemId: string }) {
  const query = useModerationItem(itemId);
  return (
    <QueryState query={query} loadingLabel="Loading the item" notFound="This item no longer exists.">
      {(detail) => <ItemView detail={detail} />}
    </QueryState>
  );
}

function ItemView({ detail }: { detail: ModerationItemDetail }) {
  const admin = useCurrentAdmin();
  const { item, evidence, risk } = detail;
  const assign = useAssignItem();
  const csae = useMarkCsae();
  const run = (work: Promise<{ message: string }>) => notifyAnswer(work);
  return (
    <div className="moderation-detail">
      <p className="moderation-row__tags">
        <Tag tone={PRIORITY[item.priority].tone}>{PRIORITY[item.priority].label}</Tag>
        <Tag tone="neutral">{KIND_LABEL[item.kind]}</Tag>
        <Tag tone={item.status === 'open' ? 'gold' : 'success'}>{item.status}</Tag>
      </p>
      <p>
        <span className="admin-meta">Member</span>
        {item.member && admin.can('membersRead') ? (
          <Link to={memberRecordLink(item.member._id)}>{person(item)}</Link>
        ) : (
          person(item)
        )}
      </p>
      <p className="admin-meta">
        In the queue since {formatDateTime(item.createdAt)} · due {formatDateTime(item.dueAt)}
      </p>
      <h3>Evidence</h3>
      <p>{evidence.summary}</p>
      {evidence.reason && (
        <p>
          <span className="admin-meta">The reporter wrote</span> {evidence.reason}
        </p>
      )}
      {evidence.rules.length > 0 && (
        <p>
          <span className="admin-meta">Rules that fired</span> {evidence.rules.join(', ')}
        </p>
      )}
      {evidence.reportId && evidence.messageId && (
        <p className="admin-meta">
          The reported words are read on the <Link to={adminPaths.reports}>Reports screen</Link> (the audited excerpt).
        </p>
      )}
      {evidence.photoUrl && (
        <AuthorisedPhoto className="moderation-photo" path={evidence.photoUrl} label={`Photo of ${person(item)}`} />
      )}
      {evidence.preserved && <p className="admin-meta">A copy of this evidence is kept apart from the account.</p>}
      {item.link && (
        <p>
          <Link to={adminPaths.verification}>Decide it on the Verification screen</Link>
        </p>
      )}
      {risk && (
        <>
          <h3>
            Risk score {risk.score} <span className="admin-meta admin-inline">(limit at {risk.threshold})</span>
          </h3>
          <ul className="moderation-signals">
            {risk.signals.map((signal) => (
              <li key={signal.signal}>
                +{signal.points} · {signal.detail}
              </li>
            ))}
          </ul>
        </>
      )}
      <Restrictions detail={detail} />
      <div className="admin-actions">
        <Button
          variant="secondary"
          size="sm"
          disabled={assign.isPending}
          onClick={() => void run(assign.mutateAsync({ itemId: item._id }))}
        >
          Assign to me
        </Button>
        {item.assignedTo && (
          <Button
            variant="ghost"
            size="sm"
            disabled={assign.isPending}
            onClick={() => void run(assign.mutateAsync({ itemId: item._id, staffId: null }))}
          >
            Unassign
          </Button>
        )}
        {item.priority !== 'csae' && (
          <Button
            variant="ghost"
            size="sm"
            disabled={csae.isPending}
            onClick={() => void run(csae.mutateAsync({ itemId: item._id }))}
          >
            Mark as child abuse (CSAE)
          </Button>
        )}
      </div>
      {item.status === 'open' && <ActionForm item={item} />}
      {detail.actions.length > 0 && (
        <>
          <h3>Actions</h3>
          <ul className="moderation-signals">
            {detail.actions.map((action) => (
              <li key={action._id}>
                {action.action}
                {action.days ? ` ${action.days} days` : ''} · “{action.reason}” · {action.by ?? 'former staff'} ·{' '}
                {formatDateTime(action.createdAt)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Notes detail={detail} />
      {(item.priority === 'csae' || detail.escalations.length > 0) && <Escalations detail={detail} />}
    </div>
  );
}

function ActionForm({ item }: { item: ModerationItem }) {
  const admin = useCurrentAdmin();
  const confirm = useConfirm();
  const act = useActOnItem();
  const [action, setAction] = useState<ModerationAction>('warn');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  // Releasing a hold is the Verification screen's approval: Support, who may not approve there, may not dismiss it.
  const choices = (Object.keys(ACTION_LABEL) as ModerationAction[]).filter(
    (a) =>
      ((a !== 'suspend' && a !== 'ban') || admin.can('moderationEnforce')) &&
      (a !== 'dismiss' || holdEffect(item, a) === null || admin.can('verificationWrite')),
  );
  const effect = holdEffect(item, action);
  const submit = async () => {
    const input = { action, reason, ...(action === 'suspend' ? { days: Number(days) } : {}) };
    const problem = schemaProblem(moderationActionSchema, input);
    if (problem) {
      notifyError(problem);
      return;
    }
    const ok = await confirm({
      title: `${ACTION_LABEL[action]}?`,
      message: (
        <p>
          {action === 'dismiss'
            ? effect
              ? 'The item closes as nothing wrong.'
              : 'The item closes and nobody is told.'
            : `${person(item)} is told the reason and may appeal once. This can be done once for this item.`}
          {effect && ` ${effect}`}
        </p>
      ),
      confirmLabel: ACTION_LABEL[action],
    });
    if (ok) await notifyAnswer(act.mutateAsync({ itemId: item._id, ...input }));
  };
  return (
    <form className="moderation-form" onSubmit={(event) => event.preventDefault()} noValidate>
      <h3>Act</h3>
      <SelectField
        label="Action"
        value={action}
        onChange={(event) => setAction(event.target.value as ModerationAction)}
      >
        <Options options={choices.map((a) => ({ value: a, label: ACTION_LABEL[a] }))} />
      </SelectField>
      {action === 'suspend' && (
        <TextField
          label="Days"
          type="number"
          min={1}
          max={365}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      )}
      <TextAreaField
        label="Reason"
        hint={
          action === 'dismiss'
            ? effect
              ? 'Why the hold is released (kept for staff with the approval)'
              : 'Why nothing is done (kept for staff)'
            : 'What the member is told'
        }
        value={reason}
        maxLength={MODERATION_REASON_MAX}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="admin-actions">
        <Button size="sm" onClick={() => void submit()} disabled={act.isPending}>
          {ACTION_LABEL[action]}
        </Button>
      </div>
    </form>
  );
}

function Restrictions({ detail }: { detail: ModerationItemDetail }) {
  const admin = useCurrentAdmin();
  const lift = useLiftRestriction();
  const standing = detail.restrictions.filter((r) => !r.liftedAt && (!r.endsAt || Date.parse(r.endsAt) > Date.now()));
  if (detail.restrictions.length === 0) return null;
  return (
    <>
      <h3>Restrictions</h3>
      <ul className="moderation-signals">
        {detail.restrictions.map((r) => (
          <li key={r._id}>
            {r.kind}
            {r.automatic ? ' (automatic)' : ''} · {r.reason}
            {r.endsAt ? ` · until ${formatDateTime(r.endsAt)}` : ''}
            {r.liftedAt ? ` · lifted ${formatDateTime(r.liftedAt)}` : ''}
            {r.signals.length > 0 && ` · ${r.signals.map((s) => `${s.detail} (+${s.points})`).join('; ')}`}
          </li>
        ))}
      </ul>
      {standing.length > 0 && (
        <DecisionForm
          className="moderation-form"
          noteLabel="Why lift it"
          noteMax={MODERATION_NOTE_MAX}
          choices={standing
            .filter((r) => r.kind === 'no-new-conversations' || admin.can('moderationEnforce'))
            .map((r) => ({ decision: r._id, label: `Lift ${r.kind}`, variant: 'secondary' as const }))}
          pending={lift.isPending}
          check={noteRequired('Write why it is lifted')}
          decide={(restrictionId, note) => lift.mutateAsync({ restrictionId, note })}
          clearAfter
        />
      )}
    </>
  );
}

function Notes({ detail }: { detail: ModerationItemDetail }) {
  const add = useAddNote();
  return (
    <>
      <h3>Notes</h3>
      {detail.notes.length === 0 ? (
        <p className="admin-cell-muted">No notes yet.</p>
      ) : (
        <ul className="moderation-signals">
          {detail.notes.map((note) => (
            <li key={note._id}>
              {note.text}{' '}
              <span className="admin-meta">
                · {note.by} · {formatDateTime(note.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <DecisionForm
        className="moderation-form"
        noteLabel="New note"
        noteMax={MODERATION_NOTE_MAX}
        choices={[{ decision: 'add', label: 'Add note', variant: 'secondary' }]}
        pending={add.isPending}
        check={noteRequired('Write a note')}
        decide={(_add, text) => add.mutateAsync({ itemId: detail.item._id, text })}
        clearAfter
      />
    </>
  );
}

function Escalations({ detail }: { detail: ModerationItemDetail }) {
  const admin = useCurrentAdmin();
  const escalate = useEscalate();
  const [agency, setAgency] = useState('');
  const [reference, setReference] = useState('');
  return (
    <>
      <h3>Escalations</h3>
      {detail.escalations.length === 0 ? (
        <p className="admin-cell-muted">Not escalated yet.</p>
      ) : (
        <ul className="moderation-signals">
          {detail.escalations.map((e) => (
            <li key={e._id}>
              {e.agency} · reference {e.reference} · {formatDateTime(e.at)} · {e.by}
            </li>
          ))}
        </ul>
      )}
      {admin.can('moderationEnforce') && (
        <form className="moderation-form" onSubmit={(event) => event.preventDefault()} noValidate>
          <TextField label="Agency" value={agency} onChange={(event) => setAgency(event.target.value)} />
          <TextField label="Reference" value={reference} onChange={(event) => setReference(event.target.value)} />
          <div className="admin-actions">
            <Button
              size="sm"
              disabled={escalate.isPending}
              onClick={async () => {
                if (!agency.trim() || !reference.trim()) return notifyError('Name the agency and its reference');
                const at = new Date().toISOString();
                await notifyAnswer(escalate.mutateAsync({ itemId: detail.item._id, agency, reference, at }));
              }}
            >
              Record escalation
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

function Appeals() {
  const admin = useCurrentAdmin();
  const query = useAppeals();
  const decide = useDecideAppeal();
  return (
    <Panel id="moderation-appeals" title="Appeals waiting" className="admin-grid--spaced">
      <QueryState
        query={query}
        loadingLabel="Loading appeals"
        isEmpty={(data) => data.appeals.length === 0}
        empty="No appeals waiting."
      >
        {(data) => (
          <ul className="admin-cards">
            {data.appeals.map((appeal) => (
              <li key={appeal._id} className="admin-card">
                <p>
                  <strong>{appeal.member ? memberName(appeal.member) : 'A deleted account'}</strong> appeals{' '}
                  <Tag tone="neutral">{appeal.action}</Tag> “{appeal.reason}”
                </p>
                <p>{appeal.text}</p>
                <p className="admin-meta">{formatDateTime(appeal.createdAt)}</p>
                {admin.can('moderationEnforce') && (
                  <DecisionForm<'uphold' | 'overturn'>
                    noteLabel="Decision note"
                    noteMax={MODERATION_NOTE_MAX}
                    choices={[
                      { decision: 'uphold', label: 'Uphold', variant: 'primary' },
                      { decision: 'overturn', label: 'Overturn', variant: 'secondary' },
                    ]}
                    pending={decide.isPending}
                    check={noteRequired('Write a decision note')}
                    decide={(decision, note) => decide.mutateAsync({ appealId: appeal._id, decision, note })}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
