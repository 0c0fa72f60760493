import type { AppContext } from '../../context';
import { deleteEvidenceEndedBy } from './evidence.repository';
import { evidenceCutoff } from './evidence.service';

/**
 * Deletes the evidence of every match that ended 30 days ago or more. A report copied what it needed into
 * itself when it was filed, so nothing a report holds goes with it (decision 0154).
 */
export async function purgeEvidence(ctx: AppContext): Promise<{ purged: number }> {
  return { purged: await deleteEvidenceEndedBy(ctx.db, evidenceCutoff(ctx.now())) };
}
