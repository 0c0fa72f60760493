import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import { BCRYPT_ROUNDS } from '../../lib/password-hash';
import type { Db } from '../client';
import { admins } from '../schema';

/** Creates the first Super Admin when no admin exists yet; returns whether it did. */
export async function ensureFirstAdmin(
  db: Db,
  admin: { email: string; password: string; accessCode: string; fullname?: string },
) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
  if (count > 0) return false;
  await db
    .insert(admins)
    .values({
      email: admin.email.toLowerCase(),
      fullname: admin.fullname ?? 'Demo Admin',
      role: 'Super Admin',
      passwordHash: await bcrypt.hash(admin.password, BCRYPT_ROUNDS),
      accessCodeHash: await bcrypt.hash(admin.accessCode, BCRYPT_ROUNDS),
    })
    .onConflictDoNothing();
  return true;
}
