import type { AppContext } from '../../context';
import { deleteAttachmentsOfPurgedEvidence } from '../chat-attachments/attachment-access.service';
import { deleteEvidenceEndedBy } from './evidence.repository';
import { evidenceCutoff } from './evidence.service';

/**
 * Deletes the evidence of every match that ended 30 days ago or more, and in the same transaction the chat
 * attachments its messages named (decision 0182): their bytes go with the messages that kept them. A report copied
 * what it needed into itself when it was filed and marked its attachments kept, and child-safety evidence is kept the
 * same way, so neither goes (decisions 0154, 0178).
 */
export async function purgeEvidence(ctx: AppContext): Promise<{ purged: number; attachments: number }> {
  return ctx.db.transaction(async (tx) => {
    const { purged, attachmentIds } = await deleteEvidenceEndedBy(tx, evidenceCutoff(ctx.now()));
    return { purged, attachments: await deleteAttachmentsOfPurgedEvidence(tx, attachmentIds) };
  });
}
