import type { AuthLevel } from '@blynd/shared';
import type { members } from '../../db/schema';
import { profileComplete } from '../member-signup/signup-rules';

type Member = typeof members.$inferSelect;

/** What each earlier step leaves behind, in sign-up order, and the first level that needs it (decision 0080). */
const REQUIREMENTS: { what: string; neededFrom: AuthLevel; met: (m: Member) => boolean }[] = [
  { what: 'name', neededFrom: 2, met: (m) => m.firstName.trim() !== '' },
  { what: 'birthday', neededFrom: 4, met: (m) => m.dob !== null },
  // Not who they are interested in, nor accepted terms: members from before the app asked for them are complete without.
  { what: 'gender', neededFrom: 10, met: (m) => m.gender !== null },
  { what: 'profile basics', neededFrom: 11, met: (m) => profileComplete(m) },
  { what: 'liveness check', neededFrom: 11, met: (m) => m.livenessVerified },
];

/** What the member still lacks for the control centre to set this level; empty when nothing is missing. */
export const missingForLevel = (level: AuthLevel, member: Member): string[] =>
  REQUIREMENTS.filter((r) => level >= r.neededFrom && !r.met(member)).map((r) => r.what);
