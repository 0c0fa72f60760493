import sharp from 'sharp';
import type { AppContext } from '../context';
import { memberVerifiedFaces } from '../db/schema';
import { createSandboxProvider } from '../modules/photo-screening/sandbox-provider';

/**
 * Gives a member the sandbox's verified face (decision 0143: every sandbox picture shows that face), as a finished
 * selfie step would, unless the member has one: their photos can then be approved instead of waiting for a face.
 * Written straight to the table for tests of other features; member-verification's own tests go through its API.
 */
export async function giveVerifiedFace(ctx: AppContext, memberId: string): Promise<void> {
  const selfie = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a0765a' } })
    .jpeg()
    .toBuffer();
  const { template } = await createSandboxProvider().analyseFace(selfie);
  const at = ctx.now();
  await ctx.db
    .insert(memberVerifiedFaces)
    .values({
      memberId,
      provider: 'sandbox',
      source: 'selfie',
      template,
      ageLow: 27,
      ageEstimate: 30,
      status: 'verified',
      createdAt: at,
      verifiedAt: at,
    })
    .onConflictDoNothing();
}
