import { members } from './schema';

/** The member's basics staff read beside what they review (a held photo, a face's estimated age). */
export const memberBasicsForStaff = {
  id: members.id,
  firstName: members.firstName,
  lastName: members.lastName,
  phone: members.phone,
  gender: members.gender,
  dob: members.dob,
  createdAt: members.createdAt,
};
