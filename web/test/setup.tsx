import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18next, initI18n } from '../src/i18n/index.ts';
import { loadRetCodeTexts } from '../src/api/ret-code-texts.ts';
import { mockApi } from './mock-api.ts';

// antd reads media queries and observes element sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub;
// antd's scroll helpers and the captcha button call these; jsdom leaves them out.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
// The rich-text editor's commands are the browser's (editing.ts); jsdom has none, so here they report "not done" as a
// browser without them would, and the e2e journeys drive them in Chromium. Typing and inserting placeholders work.
document.execCommand = () => false;
document.queryCommandState = () => false;

// Lazy chunks (antd on first use) load slowly on a busy shared machine.
configure({ asyncUtilTimeout: 5000 });

await initI18n('en');
await i18next.loadNamespaces(['common', 'menu', 'shell', 'signIn', 'welcome', 'dashboard']);
// The retCode words of both languages, as the console has them once a call has failed (api/api-error.ts).
await Promise.all([loadRetCodeTexts('en'), loadRetCodeTexts('zh')]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A payload or fixture that drifts from the contract, or a call no test answered, fails the test (test/mock-api.ts).
  const violations = mockApi.takeViolations();
  mockApi.reset();
  if (violations.length > 0) throw new Error(`API calls off the contract:\n${violations.join('\n')}`);
});

// Files of the shared-graph project share a page (vitest.config.ts): what antd left behind in the body (a
// notice on its way out, a dialog's focus guards) and the address must not reach the next file.
afterAll(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
