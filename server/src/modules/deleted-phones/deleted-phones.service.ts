/**
 * What a deleted account leaves behind to protect others (decision 0079): kept under a keyed hash of the phone
 * by account deletion, inherited by the next account made on that phone at sign-in.
 */
export { inheritDeletedRecord, keepRecordOfDeletion } from './deleted-phones.repository';
export { deletedPhoneHash } from './phone-hash';
