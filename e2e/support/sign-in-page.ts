import type { Page } from '@playwright/test';

/** The sign-in form of /login, found the way an operator reads it. */
export function signInForm(page: Page) {
  return {
    account: page.getByLabel('User name', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in', exact: true }),
    captchaImage: page.getByRole('img', { name: 'Captcha image' }),
    /** The sign-in failure messages: persistent, closable alerts (field-level hints are alerts too, hence the text). */
    notices: page.getByRole('alert').filter({ hasText: 'Account or password error' }),
  };
}

/** Types a login name and password and presses Enter (the form submits on Enter). */
export async function submitCredentials(page: Page, account: string, password: string): Promise<void> {
  const form = signInForm(page);
  await form.account.fill(account);
  await form.password.fill(password);
  await form.password.press('Enter');
}
