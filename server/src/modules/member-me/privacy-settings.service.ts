/*
 * Snooze and incognito are columns of `members`, this module's table (decision 0165): modules/member-privacy decides
 * them and writes them through here; GET /me reads them with the count of hidden contacts.
 */
export {
  clearSnooze,
  findPrivacyColumns,
  privacyStateOf,
  readPrivacyState,
  writeIncognito,
  writeSnooze,
  type PrivacyColumns,
} from './privacy-settings.repository';
