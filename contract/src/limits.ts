/** Field limits shared by the console's forms and the services (spec 1 §5, §9; spec 3 §9). */
export const LIMITS = {
  nameMax: 32,
  secretKeyMax: 128,
  mfaCodeLength: 6,
  intMax: 2147483647,
  passwordMin: 8,
  passwordMax: 32,
  userNameMax: 64,
  accountMax: 64,
  roleNameMax: 32,
  searchMax: 128,
  pageSizes: [10, 20, 30, 50] as const,
  defaultPageSize: 10,
  requestTimeoutMs: 30_000,
} as const;

/** A hex SHA-256 digest: how every password travels (the console hashes before sending). */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** At least two of: digits, letters, symbols (spec 1 §5). Checked on the plain password in the console. */
export function isStrongPassword(plain: string): boolean {
  if (plain.length < LIMITS.passwordMin || plain.length > LIMITS.passwordMax) return false;
  const classes = [/\d/, /[A-Za-z]/, /[^A-Za-z0-9]/].filter((re) => re.test(plain)).length;
  return classes >= 2;
}
