import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellPlan } from '../web/build/shell-chunk.ts';

const web = path.resolve(import.meta.dirname, '../web');

/** An output chunk as the bundler gives it to generateBundle, with only what the plan reads. */
type OutputChunk = Parameters<typeof shellPlan>[0][number];
const chunk = (fileName: string, name: string, moduleIds: string[], more: Partial<OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, name, moduleIds, imports: [], dynamicImports: [], facadeModuleId: null, isEntry: false, ...more }) as unknown as OutputChunk;

/**
 * An entry that loads `react` and the route table first, and opens the shell, a screen and the sign-in page. The shell
 * loads `menu` (its alone), `button` (which the sign-in page loads too) and `notice-kit` (which a failed sign-in's
 * notice opens later); the screen loads `menu` and a `tag` of its own.
 */
const chunks = [
  chunk('index.js', 'index', ['src/main.tsx'], { isEntry: true, imports: ['react.js', 'routes.js'] }),
  chunk('react.js', 'react', ['node_modules/react/index.js']),
  chunk('routes.js', 'routes', ['src/app/routes.tsx'], { dynamicImports: ['layout.js', 'screen.js', 'sign-in.js'] }),
  chunk('layout.js', 'app-layout', [path.join(web, 'src/app/layout/app-layout.tsx')], {
    facadeModuleId: path.join(web, 'src/app/layout/app-layout.tsx'), imports: ['react.js', 'menu.js', 'button.js', 'notice-kit.js'],
  }),
  chunk('menu.js', 'menu', ['antd/menu.js', 'rc/menu.js']),
  chunk('button.js', 'button', ['antd/button.js']),
  chunk('notice-kit.js', 'notice-kit', ['antd/notification.js']),
  chunk('screen.js', 'screen', [path.join(web, 'src/features/x/x-page.tsx')], {
    facadeModuleId: path.join(web, 'src/features/x/x-page.tsx'), imports: ['menu.js', 'tag.js'],
  }),
  chunk('tag.js', 'tag', ['antd/tag.js']),
  chunk('sign-in.js', 'sign-in-page', [path.join(web, 'src/features/sign-in/sign-in-page.tsx')], {
    facadeModuleId: path.join(web, 'src/features/sign-in/sign-in-page.tsx'), imports: ['button.js'], dynamicImports: ['notice.js'],
  }),
  chunk('notice.js', 'failure-notice', ['src/features/sign-in/failure-notice.ts'], { imports: ['notice-kit.js'] }),
];

describe('the shell chunk plan', () => {
  const plan = shellPlan(chunks, ['src/features/x/x-page.tsx']);

  it('groups the layout and what only the shell loads (its screens loading it too) into one chunk', () => {
    expect(plan.shell?.sort()).toEqual([path.join(web, 'src/app/layout/app-layout.tsx'), 'antd/menu.js', 'rc/menu.js']);
  });

  it('groups what the entry loads first, but the entry itself, into one chunk every route loads', () => {
    expect(plan.boot?.sort()).toEqual(['node_modules/react/index.js', 'src/app/routes.tsx']);
  });

  it('groups what the shell shares by who else loads it: a route as it opens, or a piece opened later', () => {
    expect(plan['shell-sign-in-page']).toEqual(['antd/button.js']);
    expect(plan['shell-failure-notice']).toEqual(['antd/notification.js']);
  });

  it('leaves alone what only a screen loads, and what only another route loads', () => {
    const grouped = Object.values(plan).flat();
    for (const id of ['antd/tag.js', 'src/main.tsx', 'src/features/sign-in/failure-notice.ts']) expect(grouped).not.toContain(id);
    expect(Object.keys(plan).sort()).toEqual(['boot', 'shell', 'shell-failure-notice', 'shell-sign-in-page']);
  });
});
