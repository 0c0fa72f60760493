export * from './types/constants';
export * from './types/messages';
export * from './types/pricing';
export * from './schemas/common';
export * from './schemas/public';
export * from './schemas/payments';
