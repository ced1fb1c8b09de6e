import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from '../eslint-rules/feature-boundaries.js';

// RuleTester reports through the test runner's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const file = (p: string) => `/repo/web/src/features/${p}`;

tester.run('feature-boundaries', rule, {
  valid: [
    { filename: file('personal/personal-page.tsx'), code: "import { SessionsCard } from '../../components/sessions/sessions-card.tsx';" },
    { filename: file('maintenance/maintenance-page.tsx'), code: "import { DataCleanCard } from './data-clean-card.tsx';" },
    { filename: file('sign-in/sign-in-page.tsx'), code: "const calls = import('./sso-calls.ts');" },
    { filename: '/repo/web/src/app/routes.tsx', code: "import('../features/sso/sso-page.tsx');" },
  ],
  invalid: [
    {
      filename: file('personal/personal-page.tsx'), code: "import { X } from '../admin-users/admin-user-page.tsx';",
      errors: [{ messageId: 'otherFeature', data: { from: 'personal', to: 'admin-users' } }],
    },
    { filename: file('sso/sso-page.tsx'), code: "const m = import('../sign-in/sso-calls.ts');", errors: [{ messageId: 'otherFeature' }] },
    { filename: file('roles/role-page.tsx'), code: "export { x } from '../users/x.ts';", errors: [{ messageId: 'otherFeature' }] },
  ],
});
