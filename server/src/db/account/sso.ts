import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { sso } from '@gwn/contract';

/**
 * An OpenID Connect identity provider operators may sign in through (docs/architecture.md, "Single sign-on").
 * The client secret is stored encrypted (AES-256-GCM under SSO_SECRET_KEY), never in clear.
 */
export const ssoProviders = pgTable('sso_providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** base64 of iv (12 bytes) | tag (16 bytes) | ciphertext. */
  clientSecretSealed: text('client_secret_sealed').notNull(),
  scopes: text('scopes').notNull().default('openid email profile'),
  groupsClaim: text('groups_claim').notNull().default('groups'),
  /** Ordered: the first mapping whose group the user has gives the role. */
  roleMappings: jsonb('role_mappings').$type<sso.RoleMapping[]>().notNull().default([]),
  regionMappings: jsonb('region_mappings').$type<sso.RegionMapping[]>().notNull().default([]),
  allowLocalPassword: boolean('allow_local_password').notNull().default(false),
  trustProviderMfa: boolean('trust_provider_mfa').notNull().default(false),
  enabled: boolean('enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in under way: the authorization request's state, nonce and PKCE verifier until the provider answers
 * (kind 'authorization'), then, when our second factor is still to be asked, the ticket for it (kind
 * 'secondFactor'). Keyed by the SHA-256 of the state or ticket; each row is used once and expires.
 */
export const ssoPendingLogins = pgTable('sso_pending_logins', {
  keyHash: text('key_hash').primaryKey(),
  kind: text('kind').$type<'authorization' | 'secondFactor'>().notNull(),
  providerId: integer('provider_id').notNull().references(() => ssoProviders.id, { onDelete: 'cascade' }),
  /** 'signIn', or 'try' for a super administrator's trial from the screen. */
  purpose: text('purpose').$type<'signIn' | 'try'>().notNull(),
  nonce: text('nonce').notNull().default(''),
  codeVerifier: text('code_verifier').notNull().default(''),
  lang: text('lang').notNull().default('en'),
  /** The operator the second factor is asked of (kind secondFactor). */
  userId: integer('user_id'),
  /** What the provider's answer maps to, applied once the second factor is given (kind secondFactor). */
  grant: jsonb('grant').$type<{ roleId: number; regions: string[]; name: string; email: string }>(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sso_pending_logins_expires_idx').on(t.expiresAt)]);
