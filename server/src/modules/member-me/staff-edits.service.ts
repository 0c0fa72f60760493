/** Staff clearing a bio from the moderation queue (decision 0153). */
export { clearBioByStaff } from './staff-edits.repository';
