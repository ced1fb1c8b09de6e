import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint-rules/index.js';

/** Web test files that run in a module graph of their own (vitest.config.ts, project "web-isolated"). */
const isolatedWebTests = JSON.parse(readFileSync(new URL('./web/test/isolated-test-files.json', import.meta.url), 'utf8'));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      // With verbatimModuleSyntax, `import { type A } from './m'` keeps `import './m'`: a module meant to load later
      // (a lazy dialog) would load with its importer. `import type { A }` leaves nothing behind.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The console imports the contract's zod-free entry (docs/architecture.md, "The console's contract"): the full
    // contract builds its zod schemas when loaded, which put zod into every route. Types may come from anywhere.
    // Nor antd's Table, Card, Empty, Typography, Tag, Tabs, Progress, Descriptions and Switch, which components/ of our
    // own replaced, nor its Input with every kind of box at once.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [
        { name: '@gwn/contract', allowTypeImports: true, message: "import from '@gwn/contract/console': the full contract loads zod" },
        { name: 'zod', allowTypeImports: true, message: 'the console loads no zod: check a reply with a small function' },
        { name: 'dayjs', allowTypeImports: true, message: "import { dayjs } from 'lib/dayjs.ts': it follows the console's language" },
        // antd's Table was 53-76 kB of every list screen (issue #27): tables are drawn by components/table/.
        { name: 'antd', importNames: ['Table', 'TableProps', 'TableColumnsType'], message: "use DataTable from 'components/table/data-table.tsx'" },
        // antd's Card brings its Tabs (14.7 kB gzip): panels are drawn by components/panel/.
        { name: 'antd', importNames: ['Card'], message: "use Panel from 'components/panel/panel.tsx'" },
        // antd's Empty (2.1 kB gzip on every list): empty states are drawn by components/empty-state/.
        { name: 'antd', importNames: ['Empty'], message: "use EmptyState from 'components/empty-state/empty-state.tsx'" },
        { name: 'antd/es/empty', message: "use EmptyState from 'components/empty-state/empty-state.tsx'" },
        // antd's Typography carries its editor and with it antd's TextArea (15.8 kB gzip in the shell).
        { name: 'antd', importNames: ['Typography'], message: "use Text, Paragraph or Title from 'components/text/text.tsx' (CopyText to copy)" },
        // antd's Tag (3.4 kB gzip on every list showing a state).
        { name: 'antd', importNames: ['Tag'], message: "use Tag from 'components/tag/tag.tsx'" },
        // antd's Tabs (11.4 kB gzip on the two screens with tabs).
        { name: 'antd', importNames: ['Tabs'], message: "use Tabs from 'components/tabs/tabs.tsx'" },
        // antd's Progress (5.8 kB gzip on /manage/list).
        { name: 'antd', importNames: ['Progress'], message: "use ProgressBar from 'components/progress-bar/progress-bar.tsx'" },
        // antd's Input carries its TextArea, Password, OTP and Search (10 kB gzip where one plain box is drawn).
        { name: 'antd', importNames: ['Input'], message: "import Input, TextArea, Password or SearchBox from 'components/inputs.ts'" },
        // antd's Descriptions (2.9 kB gzip on the screens that show labelled values).
        { name: 'antd', importNames: ['Descriptions'], message: "use Details from 'components/details/index.ts'" },
        // antd's Switch (2.7 kB gzip on the screens that show one).
        { name: 'antd', importNames: ['Switch'], message: "use Switch from 'components/switch/index.ts'" },
        { name: 'antd/es/table', message: "use Column from 'components/table/column.ts'" },
      ] }],
    },
  },
  {
    // Imports flow shared -> features -> app (STYLE.md): shared code never reaches into a screen.
    files: ['web/src/{components,api,i18n,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)(features|app)/', message: 'shared code must not import features or the app shell' }] }],
    },
  },
  {
    // Features stay apart (eslint-rules/feature-boundaries.js): shared pieces live in components/, pages of
    // several features are composed in app/.
    files: ['web/src/features/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    // The component tests share one module graph per worker (vitest.config.ts, project "web"): a module replaced
    // in one file would reach the files after it. A file that must replace one is listed in
    // web/test/isolated-test-files.json and runs on its own; the API client is replaced once, in test/mocked-client.ts.
    files: ['web/{src,test}/**/*.test.{ts,tsx}'],
    ignores: isolatedWebTests.map((file) => `web/${file}`),
    rules: {
      'no-restricted-syntax': ['error', {
        selector: 'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]',
        message: 'This file shares its module graph with others: list it in web/test/isolated-test-files.json to replace a module.',
      }],
    },
  },
  {
    // Areas stay apart and SQL stays in repositories (server/README.md, "Adding an area").
    files: ['server/src/**/*.ts'],
    plugins: { local },
    rules: { 'local/area-boundaries': 'error', 'local/sql-in-repositories': 'error' },
  },
  {
    // retCodes have names (contract/src/ret-code-names.ts): no bare numbers where code refuses or branches on them.
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'NewExpression[callee.name="ApiError"][arguments.0.type="Literal"]', message: 'Name the retCode: new ApiError(RetCode.X).' },
        { selector: 'BinaryExpression[left.property.name="retCode"][right.type="Literal"]', message: 'Compare with a named code: RetCode.X.' },
        { selector: 'BinaryExpression[right.property.name="retCode"][left.type="Literal"]', message: 'Compare with a named code: RetCode.X.' },
      ],
    },
  },
);
