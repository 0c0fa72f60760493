export * from './members';
export * from './messages';
export * from './admins';
export * from './commerce';
export * from './stats';
export * from './member-auth';
export * from './member-profile';
export * from './member-social';
