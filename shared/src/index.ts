export * from './types/constants';
export * from './types/messages';
export * from './types/pricing';
export * from './auth/permissions';
export * from './schemas/common';
export * from './schemas/admin-api';
export * from './schemas/admin-auth';
export * from './schemas/ads';
export * from './schemas/audit';
export * from './schemas/authentications';
export * from './schemas/contact';
export * from './schemas/canned-replies';
export * from './schemas/mail-outbox';
export * from './schemas/dashboard';
export * from './schemas/exports';
export * from './schemas/admin-members';
export * from './schemas/payments';
export * from './schemas/plans';
export * from './schemas/reports';
export * from './schemas/verification';
export * from './schemas/chat-photo-review';
export * from './schemas/member-record';
export * from './schemas/staff';
export * from './schemas/subscriptions';
export * from './schemas/payment-receipt';
export * from './validation/headline-issue';
export * from './validation/phone';
export * from './validation/member-text';
// member-auth
export * from './types/member-constants';
export * from './types/member-messages';
export * from './schemas/member-auth';
export * from './schemas/member-web-session';
export * from './schemas/member-signup';
export * from './schemas/discovery-filters';
export * from './schemas/member-me';
export * from './schemas/privacy';
export * from './types/biometric-consent';
export * from './schemas/member-verification';
export * from './schemas/member-cards';
// end member-auth
// member-profile
export * from './schemas/member-profile';
export * from './schemas/member-confirmations';
export * from './schemas/notification-preferences';
// end member-profile
// member-discover
export * from './schemas/member-discover';
export * from './schemas/member-safety';
// end member-discover
// member-compatibility
export * from './types/compatibility-catalogues';
export * from './schemas/member-compatibility';
// end member-compatibility
// member-social (likes, matches)
export * from './schemas/member-matches';
export * from './schemas/member-likes';
export * from './schemas/member-chat';
export * from './schemas/date-safety';
export * from './schemas/chat-safety';
// end member-social
// tokens and auctions
export * from './types/token-auction-messages';
export * from './schemas/tokens';
export * from './schemas/auctions';
export * from './schemas/store-products';
export * from './schemas/store-purchases';
// the live channel's frames, both directions (needs chat, matches, feed, auctions, tokens)
export * from './schemas/live-frame';
// end tokens and auctions
// the moderation queue, risk limits and appeals (decision 0153)
export * from './schemas/moderation';
