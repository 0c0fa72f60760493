import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../../db/client';
import { members, signupAuthentications } from '../../../db/schema';

let phoneCounter = 0;

export type CandidateSpec = {
  gender?: 'male' | 'female' | 'non-binary';
  dob?: string;
  interestedIn?: string[];
  preferences?: { genders: string[]; ageMin: number; ageMax: number } | null;
  discoverable?: boolean;
  isBlocked?: boolean;
  disabled?: boolean;
  authStep?: number;
  firstName?: string;
  interests?: string[];
  values?: string[];
  relationshipGoal?: string | null;
  prompts?: { promptId: string; answer: string }[];
};

/** A member straight in the database, by default one who finished sign-up and wants women of any age. */
export async function insertCandidate(db: DbOrTx, spec: CandidateSpec = {}): Promise<string> {
  phoneCounter += 1;
  const id = randomUUID();
  const phone = `23470${String(phoneCounter).padStart(8, '0')}`;
  const authStep = spec.authStep ?? 11;
  await db.insert(members).values({
    id,
    phone,
    firstName: spec.firstName ?? `Candidate${phoneCounter}`,
    dob: spec.dob ?? '1994-03-03',
    gender: spec.gender ?? 'male',
    state: 'Lagos',
    bio: 'A bio for discover.',
    interests: spec.interests ?? ['Books', 'Jazz', 'Yoga'],
    values: spec.values ?? [],
    relationshipGoal: spec.relationshipGoal ?? null,
    prompts: spec.prompts ?? [],
    avatar: '/media/avatars/2.svg',
    interestedIn: spec.interestedIn ?? ['female'],
    preferences: spec.preferences === undefined ? null : spec.preferences,
    discoverable: spec.discoverable ?? true,
    isBlocked: spec.isBlocked ?? false,
    disabled: spec.disabled ?? false,
    completedSignup: authStep === 11,
  });
  await db.insert(signupAuthentications).values({ memberId: id, phone, authStep, isBlocked: spec.isBlocked ?? false });
  return id;
}
