import { useState } from 'react';
import { CANNED_REPLY_TITLE_MAX, cannedReplyInputSchema, type CannedReply } from '@blynd/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { DataTable } from '../../../components/admin/data-table';
import { adminPaths } from '../../../config/admin-screens';
import { formatDateTime } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/canned-replies';
import './messages.css';

/** Canned replies: texts anyone answering the inbox can insert into a reply; Admins add, change and delete them here. */
export function CannedRepliesScreen() {
  const query = useCannedReplies();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const remove = useDeleteCannedReply();
  const confirm = useConfirm();

  const onDelete = async (reply: CannedReply) => {
    const ok = await confirm({
      title: 'Delete this canned reply?',
      message: `“${reply.title}” will no longer be offered in the reply box.`,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!ok) return;
    remove.mutate(reply._id, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        if (editing?._id === reply._id) setEditing(null);
      },
      onError: notifyFailure,
    });
  };

  return (
    <>
      <ScreenHeader
        title="Canned replies"
        intro="Ready answers the team can insert into a reply and adjust before sending."
        actions={
          <ButtonLink to={adminPaths.messages} variant="ghost" size="sm">
            Back to messages
          </ButtonLink>
        }
      />
      <div className="admin-split">
        <section className="admin-panel" aria-label="Canned replies">
          <QueryState
            query={query}
            loadingLabel="Loading canned replies"
            isEmpty={(data) => data.replies.length === 0}
            empty="No canned reply yet. Add the first one."
          >
            {(data) => (
              <DataTable
                label="Canned replies"
                caption="Canned replies, by title"
                className="canned-table"
                columns={['Title', 'Text', 'Last changed', <span className="visually-hidden">Actions</span>]}
                rows={data.replies}
                renderRow={(reply) => (
                  <tr key={reply._id}>
                    <th scope="row">{reply.title}</th>
                    <td className="canned-table__text">{reply.body}</td>
                    <td className="admin-nowrap">
                      {formatDateTime(reply.updatedAt)}
                      {reply.updatedBy && <span className="admin-cell-muted"> by {reply.updatedBy.fullname}</span>}
                    </td>
                    <td className="admin-nowrap">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setEditing(reply)}
                        aria-label={`Edit ${reply.title}`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => void onDelete(reply)}
                        aria-label={`Delete ${reply.title}`}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                )}
              />
            )}
          </QueryState>
        </section>
        <CannedReplyForm key={editing?._id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </div>
    </>
  );
}

function CannedReplyForm({ editing, onDone }: { editing: CannedReply | null; onDone: () => void }) {
  const save = useSaveCannedReply();
  const form = useSchemaForm({
    schema: cannedReplyInputSchema,
    initial: { title: editing?.title ?? '', body: editing?.body ?? '' },
    onValid: async ({ title, body }, { reset }) => {
      // The edit names the version it started from; if someone saved in between, the server answers 409
      // and its message (shown as the failure toast) asks to reload; the list is refetched (decision 0083).
      const answer = await save.mutateAsync(
        editing ? { id: editing._id, version: editing.version, title, body } : { title, body },
      );
      notifySuccess(answer.message);
      reset();
      onDone();
    },
  });
  return (
    <form className="admin-panel admin-form" onSubmit={form.submit} noValidate aria-labelledby="canned-form-title">
      <h2 id="canned-form-title" className="admin-section-title">
        {editing ? `Edit “${editing.title}”` : 'New canned reply'}
      </h2>
      <TextField label="Title" maxLength={CANNED_REPLY_TITLE_MAX} {...form.field('title')} />
      <TextAreaField label="Text" maxLength={5000} rows={6} {...form.field('body')} />
      <div className="admin-form__actions">
        <Button type="submit" size="sm" aria-disabled={form.pending || undefined}>
          {form.pending ? 'Saving' : editing ? 'Save changes' : 'Add canned reply'}
        </Button>
        {editing && (
          <Button variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
