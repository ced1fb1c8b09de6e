import type { Rule } from 'eslint';

/** Types for the plain-JS rule, so its test (scripts/feature-boundaries.test.ts) is typed. */
declare const rule: Rule.RuleModule;
export default rule;
