export * from './types/constants';
export * from './types/messages';
export * from './types/pricing';
export * from './schemas/common';
export * from './schemas/public';
export * from './schemas/payments';
export * from './schemas/admin';
export * from './schemas/admin-management';
// member-auth
export * from './types/member-constants';
export * from './types/member-messages';
export * from './schemas/member-auth';
// end member-auth
// member-profile
export * from './schemas/member-profile';
// end member-profile
