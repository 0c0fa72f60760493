export * from './types/constants';
export * from './types/messages';
export * from './types/pricing';
export * from './schemas/common';
export * from './schemas/public';
export * from './schemas/payments';
export * from './schemas/admin';
export * from './schemas/admin-management';
