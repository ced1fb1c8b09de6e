import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUsers } from './operators.ts';

/** A FIDO2 security key or passkey of an operator (second-factor type 2). */
export const fidoCredentials = pgTable('fido_credentials', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => adminUsers.id, { onDelete: 'cascade' }),
  /** base64url credential id, unique across operators: one key cannot belong to two accounts. */
  credentialId: text('credential_id').notNull().unique(),
  /** base64url COSE public key. */
  publicKey: text('public_key').notNull(),
  /** Signature counter last seen (a clone of the key shows a counter that does not grow). */
  counter: integer('counter').notNull().default(0),
  transports: text('transports').array().notNull().default([]),
  /** What the operator calls the key ("Office YubiKey"), shown in the list of keys. */
  name: text('name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last sign-in the key signed. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** Single-use recovery codes issued at enrolment, stored as SHA-256 hex (they are random, 50+ bits). */
export const recoveryCodes = pgTable('recovery_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => adminUsers.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The pending WebAuthn challenge of an operator, one per purpose (register a key, sign in with it). */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  userId: integer('user_id').notNull().references(() => adminUsers.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.purpose] })]);
