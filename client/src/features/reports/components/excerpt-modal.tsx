import type { AdminReport } from '@blynd/shared';
import { QueryState } from '../../../components/admin/query-state';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime, memberName } from '../../../lib/format';
import { useReportExcerpt } from '../api/get-report-excerpt';
import { ExcerptAttachment } from './excerpt-attachment';

/**
 * The excerpt the server copied into a message report: the reported message and up to 10 before it, each
 * with who sent it and when. Opening it is recorded in the audit log; no other part of a chat is readable.
 */
export function ExcerptModal({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const query = useReportExcerpt(report._id);
  const reporter = memberName(report.reporter);
  const reported = report.reportedUser ? memberName(report.reportedUser) : 'Deleted account';
  return (
    <Modal
      title={`Messages reported by ${reporter}`}
      onClose={onClose}
      size="md"
      footer={
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p className="admin-meta">
        The reported message and up to 10 before it, as the server copied them. Opening this excerpt is recorded in the
        audit log.
      </p>
      <QueryState query={query} loadingLabel="Loading the excerpt">
        {(data) =>
          data.items.length === 0 ? (
            <p className="admin-cell-muted">
              This report was filed before excerpts were kept and holds no copy of the messages.
            </p>
          ) : (
            <ol className="admin-excerpt" aria-label="Excerpt of the conversation">
              {data.items.map((message) => (
                <li
                  key={message._id}
                  className={`admin-excerpt__item admin-excerpt__item--from-${message.sender}${message.reported ? ' admin-excerpt__item--target' : ''}`}
                >
                  <p className="admin-excerpt__who">
                    <strong>
                      {message.sender === 'reported' ? `${reported} (reported member)` : `${reporter} (reporter)`}
                    </strong>
                    <span className="admin-meta admin-inline"> · {formatDateTime(message.sentAt)}</span>
                    {message.reported && <span className="admin-excerpt__flag"> · Reported message</span>}
                  </p>
                  {message.attachment && <ExcerptAttachment reportId={report._id} attachment={message.attachment} />}
                  {(message.text !== '' || !message.attachment) && (
                    <p className="admin-excerpt__text">{message.text}</p>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </Modal>
  );
}
