/**
 * What the operator did in the sign-in form the service sent in the HTML (issue #27; server/src/core/sign-in-shell.ts),
 * before the console's script ran: the values typed, the control that has the focus, and whether the form was
 * submitted (public/sign-in-boot.js holds that submit: data-submitted). The React form reads it while it first
 * renders, before its commit replaces that page, and carries the submit out once (sign-in-form.tsx).
 */
export interface EarlySignIn {
  account: string;
  password: string;
  /** The focused control: an input's name, 'submit' for the button, '' when the focus is elsewhere. */
  focus: string;
  submitted: boolean;
}

/** The HTML-first page's state, or null when there is none (the page was rendered by the console alone). */
export function readEarlySignIn(doc: Document = document): EarlySignIn | null {
  const form = doc.querySelector<HTMLFormElement>('.sign-in[data-early] form');
  if (!form) return null;
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  const active = doc.activeElement as HTMLInputElement | null;
  return {
    account: value('account'),
    password: value('password'),
    focus: active && form.contains(active) ? active.name || active.type : '',
    submitted: form.hasAttribute('data-submitted'),
  };
}
