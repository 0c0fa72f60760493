export * from './types/constants';
export * from './types/messages';
export * from './types/pricing';
export * from './schemas/common';
export * from './schemas/ads';
export * from './schemas/payments';
export * from './schemas/members';
export * from './schemas/plans';
