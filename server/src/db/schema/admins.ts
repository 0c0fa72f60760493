import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullname: text('fullname').notNull(),
    /** Super Admin | Admin | Support */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    accessCodeHash: text('access_code_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Bumped to revoke every token issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_email_unique').on(t.email)],
);

/**
 * A signed-in admin: access tokens name it (`sid`) and stop working once it is revoked; the refresh
 * token is kept only as a SHA-256 hash and replaced on every use (decision 0025).
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    /** The admin's token version at sign-in: bumping it (disable, access code reset) ends the session. */
    tokenVersion: integer('token_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The member record's admin actions: by target, and by the member a photo or report action names.
    index('audit_log_target_idx').on(t.targetId, t.createdAt.desc().nullsFirst()),
    index('audit_log_member_idx').on(sql`(${t.details}->>'memberId')`, t.createdAt.desc().nullsFirst()),
  ],
);
