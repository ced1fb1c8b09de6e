/** One operator per journey that changes account state (failures, lock, password, language, region). */
export const JOURNEY_OPERATORS = [
  'wrongPassword', 'captcha', 'lockout', 'dashboard', 'language', 'region', 'changePassword', 'logout', 'embedded', 'enterprises', 'security',
  'parameters',
  'users',
  'mfaApp', 'mfaKey', 'mfaKeys',
  'limits',
  'notice',
  'dataclean',
  'speed',
  'words',
  'palette',
  'bulletin',
  'tables',
  'handOver', 'handOverOther',
  'delegation',
  'regions',
  'input',
  'sso',
  'layout',
  'calls',
  'auditStream',
  'earlySignIn',
] as const;
export type JourneyOperator = (typeof JOURNEY_OPERATORS)[number];

export interface SeededOperator { account: string; name: string; password: string }
export type SeededOperators = Record<JourneyOperator, SeededOperator>;
