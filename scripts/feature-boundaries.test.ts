import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import rule from '../eslint-rules/feature-boundaries.js';

// RuleTester runs its cases as tests of the running framework.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const inFeature = (feature: string, file = 'page.tsx') => `/repo/web/src/features/${feature}/${file}`;

tester.run('feature-boundaries', rule, {
  valid: [
    { filename: inFeature('personal'), code: "import { api } from './api.ts';" },
    { filename: inFeature('maintenance', 'notice/notice-card.tsx'), code: "import { x } from '../data-clean/api.ts';" },
    { filename: inFeature('personal'), code: "import { SessionsCard } from '../../components/sessions/sessions-card.tsx';" },
    { filename: inFeature('personal'), code: "import { useQuery } from '@tanstack/react-query';" },
    { filename: '/repo/web/src/app/routes.tsx', code: "const p = () => import('../features/personal/personal-page.tsx');" },
  ],
  invalid: [
    {
      filename: inFeature('personal'), code: "import { SessionsCard } from '../sessions/sessions-card.tsx';",
      errors: [{ messageId: 'otherFeature', data: { from: 'personal', to: 'sessions' } }],
    },
    {
      filename: inFeature('maintenance', 'notice/notice-card.tsx'), code: "export { x } from '../../data-clean/api.ts';",
      errors: [{ messageId: 'otherFeature', data: { from: 'maintenance', to: 'data-clean' } }],
    },
    {
      filename: inFeature('sign-in'), code: "const calls = () => import('../sso/sso-calls.ts');",
      errors: [{ messageId: 'otherFeature', data: { from: 'sign-in', to: 'sso' } }],
    },
    {
      filename: inFeature('command-palette'), code: "export * from '../../features/enterprises/open-enterprise.ts';",
      errors: [{ messageId: 'otherFeature', data: { from: 'command-palette', to: 'enterprises' } }],
    },
  ],
});
