import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxLivenessSessions } from '../../db/schema';

export async function insertSandboxSession(db: DbOrTx, id: string, createdAt: Date) {
  await db.insert(sandboxLivenessSessions).values({ id, createdAt });
}

export async function findSandboxSession(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxLivenessSessions).where(eq(sandboxLivenessSessions.id, id)).limit(1);
  return row;
}

/** False when the session is unknown. */
export async function decideSandboxSession(
  db: DbOrTx,
  id: string,
  decision: { status: 'passed' | 'failed'; confidence: number },
): Promise<boolean> {
  const rows = await db
    .update(sandboxLivenessSessions)
    .set({ status: decision.status, confidence: decision.confidence })
    .where(eq(sandboxLivenessSessions.id, id))
    .returning({ id: sandboxLivenessSessions.id });
  return rows.length === 1;
}
