import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A role: the menus it shows and the actions it allows (spec 3 §3). */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  roleName: text('role_name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** 0: editable; non-zero: built in, cannot be edited or deleted. */
  edit: integer('edit').notNull().default(0),
  superAdmin: boolean('super_admin').notNull().default(false),
  menuIds: text('menu_ids').array().notNull().default([]),
  actionKeys: text('action_keys').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  /** Login name. */
  account: text('account').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** argon2id of the SHA-256 hex the console sends. */
  passwordHash: text('password_hash').notNull(),
  roleId: integer('role_id').notNull().references(() => roles.id),
  /** null for a main account; the creating main account for a sub-account. */
  parentId: integer('parent_id'),
  createdBy: text('created_by'),
  active: integer('active').notNull().default(1),
  /** 0 disabled, 1 enabled, 2 pending activation. */
  googleAuth: integer('google_auth').notNull().default(0),
  /** 0 app, 1 TOTP, 2 FIDO (spec 3 §9). */
  clientType: integer('client_type').notNull().default(0),
  totpSecret: text('totp_secret'),
  /** TOTP time step last accepted, so one code cannot be used twice. */
  totpLastStep: integer('totp_last_step'),
  /** While googleAuth is 2 (an enrolment started, not confirmed): when it lapses and counts as disabled again. */
  mfaPendingUntil: timestamp('mfa_pending_until', { withTimezone: true }),
  enabledRegions: text('enabled_regions').array().notNull().default(['US']),
  lastRegion: text('last_region').notNull().default('US'),
  lang: text('lang').notNull().default('en'),
  company: text('company').notNull().default(''),
  country: text('country').notNull().default(''),
  timezone: text('timezone').notNull().default('Etc/GMT'),
  lastActiveIp: text('last_active_ip'),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The identity provider (sso_providers) this operator signs in through, and their subject there; null for local operators. */
  ssoProviderId: integer('sso_provider_id'),
  ssoSubject: text('sso_subject'),
}, (t) => [uniqueIndex('admin_users_sso_link_idx').on(t.ssoProviderId, t.ssoSubject)]);

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the credential; the credential itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').notNull().references(() => adminUsers.id, { onDelete: 'cascade' }),
  region: text('region').notNull(),
  lang: text('lang').notNull().default('en'),
  ip: text('ip').notNull(),
  /** The client's user agent as it signed in (or started the console), for the session lists. */
  browser: text('browser').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const captchas = pgTable('captchas', {
  token: text('token').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** new -> verified (by the credential check, for one account) -> used. */
  state: text('state').notNull().default('new'),
  account: text('account'),
});
