import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/field';
import { notifyAnswer, notifyError } from '../../lib/toast';

/** One of a decision form's buttons. */
export type DecisionChoice<D> = {
  decision: D;
  label: string;
  /** The accessible name, which says what is decided ("Approve the photo of Ada"); the label when left out. */
  name?: string;
  /** The danger colour, for a decision that takes something away (reject, remove). */
  danger?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost';
};

type DecisionFormProps<D> = {
  /** The note's label and hint ("Note", "Why: kept in the audit log") and its longest length. */
  noteLabel?: string;
  hint?: string;
  noteMax: number;
  choices: readonly DecisionChoice<D>[];
  pending: boolean;
  /** The problem with a decision before it is sent (the shared schema's message), or null. */
  check: (decision: D, note: string) => string | null;
  /** Sends the decision; its answer's message is shown. */
  decide: (decision: D, note: string) => Promise<{ message: string }>;
  /** Empties the note after a decision was taken (a form that stays for the next one). */
  clearAfter?: boolean;
  className?: string;
  /** What stands before the note: a line that says what each decision does, a field the decision also sends. */
  children?: ReactNode;
};

/**
 * The control centre's decision form: a note kept in the audit log and one button a decision (approve or reject a
 * held photo, resolve a report, decide an appeal). A decision is checked, sent, and its answer or failure shown.
 */
export function DecisionForm<D>({
  noteLabel = 'Note',
  hint,
  noteMax,
  choices,
  pending,
  check,
  decide,
  clearAfter = false,
  className,
  children,
}: DecisionFormProps<D>) {
  const [note, setNote] = useState('');
  const submit = async (decision: D) => {
    const problem = check(decision, note);
    if (problem) return notifyError(problem);
    if ((await notifyAnswer(decide(decision, note))) && clearAfter) setNote('');
  };
  return (
    <form className={className} onSubmit={(event) => event.preventDefault()} noValidate>
      {children}
      <TextAreaField
        label={noteLabel}
        hint={hint}
        value={note}
        maxLength={noteMax}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="admin-actions">
        {choices.map((choice, index) => (
          <Button
            key={index}
            size="sm"
            variant={choice.variant}
            className={choice.danger ? 'admin-btn--danger' : undefined}
            onClick={() => void submit(choice.decision)}
            disabled={pending}
            aria-label={choice.name}
          >
            {choice.label}
          </Button>
        ))}
      </div>
    </form>
  );
}

/** A decision that only needs a note written: the message when it is left blank. */
export const noteRequired = (message: string) => (_decision: unknown, note: string) => (note.trim() ? null : message);
