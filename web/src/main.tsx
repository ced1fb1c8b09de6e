import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/global.css';
import { i18next, initI18n, resolveLanguage } from './i18n/index.ts';
import { applyLanguage } from './lib/use-language.ts';
import { readStored } from './lib/session-storage.ts';
import { holdEarlySignIn } from './features/sign-in/early-sign-in.ts';
import { createAppRouter } from './app/router.tsx';

const language = resolveLanguage(readStored('language') ?? navigator.language);
await initI18n(language);
await applyLanguage(language);

const router = createAppRouter();
// /login came with the sign-in form in the HTML (issue #27): render once the sign-in page's code and texts are loaded,
// so the React page replaces that form directly (nothing suspends in between), adopting what was typed.
if (document.querySelector('.sign-in[data-early]')) {
  holdEarlySignIn();
  await Promise.all([
    i18next.loadNamespaces('signIn'),
    router.state.initialized || new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    }),
  ]);
}
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
