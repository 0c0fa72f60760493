// ---------------------------------------------------------------------------------------------
// CSV exports: GET /export/users.csv, GET /export/authentications.csv (text/csv, streamed)
// ---------------------------------------------------------------------------------------------

export const USERS_CSV_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'gender',
  'dob',
  'state',
  'region',
  'earningStatus',
  'isPremium',
  'premiumUntil',
  'earningVerified',
  'livenessVerified',
  'disabled',
  'isBlocked',
  'completedSignup',
  'lastSeen',
  'createdAt',
] as const;
export const AUTHENTICATIONS_CSV_COLUMNS = [
  'id',
  'phone',
  'authStep',
  'isBlocked',
  'ownerId',
  'ownerName',
  'ownerEmail',
  'createdAt',
] as const;
