/**
 * What the operator did in the sign-in form the service sent in the HTML (issue #27; server/src/core/sign-in-shell.ts),
 * before the console took over: the values typed, the control that had the focus, and whether the form was submitted
 * (public/sign-in-boot.js holds that submit: data-submitted).
 *
 * main.tsx holds on to that form before the console renders; the React form reads it once it has been committed
 * (sign-in-form.tsx, a layout effect). By then React has taken the HTML form out of the page, so nothing more can be
 * typed into it: keys pressed while the console was still rendering are kept, and so is an Enter pressed then.
 */
export interface EarlySignIn {
  account: string;
  password: string;
  /** The control that last had the focus: an input's name, 'submit' for the button, '' when none had it. */
  focus: string;
  submitted: boolean;
}

interface Held { form: HTMLFormElement; focus: string }
let held: Held | null = null;

const nameOf = (el: EventTarget | Element | null) => (el instanceof HTMLInputElement || el instanceof HTMLButtonElement ? el.name || el.type : '');

/** Holds the HTML-first form, if the page has one, and follows its focus (lost with the form when React removes it). */
export function holdEarlySignIn(doc: Document = document): void {
  const form = doc.querySelector<HTMLFormElement>('.sign-in[data-early] form');
  if (!form) return;
  const state: Held = { form, focus: form.contains(doc.activeElement) ? nameOf(doc.activeElement) : '' };
  // The last control focused. Not cleared on focusout: Chromium blurs the field when React removes the form, which is not the
  // operator leaving it (and one who clicked beside the form gets the focus back where they typed last, which does no harm).
  form.addEventListener('focusin', (event) => { state.focus = nameOf(event.target); });
  held = state;
}

/** The held form's state, once (null when there was none, or it has been taken). */
export function takeEarlySignIn(): EarlySignIn | null {
  const state = held;
  held = null;
  if (!state) return null;
  const value = (name: string) => (state.form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  return { account: value('account'), password: value('password'), focus: state.focus, submitted: state.form.hasAttribute('data-submitted') };
}
