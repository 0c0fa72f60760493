import { GENDERS, MEMBER_GENDERS, type Gender, type MemberGender } from '@blynd/shared';

/** The apps say `Non-Binary`; the control centre stores and filters `non-binary`. */
export const toStoredGender = (gender: MemberGender): Gender => GENDERS[MEMBER_GENDERS.indexOf(gender)]!;

export const fromStoredGender = (gender: string | null): MemberGender | null => {
  const index = GENDERS.indexOf(gender as Gender);
  return index >= 0 ? MEMBER_GENDERS[index]! : null;
};
