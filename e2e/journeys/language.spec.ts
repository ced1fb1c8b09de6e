import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';

test('[I18N] switching to 简体中文 persists across a reload, Ant Design texts included', async ({ page }) => {
  await openSignedIn(page, operatorFor('language'), '/welcome');
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();

  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('link', { name: '仪表盘' }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: /简体中文/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '仪表盘' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '区域' })).toContainText('全球');

  // Ant Design's own texts follow too: the dialog's close button is labelled by antd's locale (zh_CN: 关闭).
  await page.getByRole('button', { name: '账号' }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog.getByRole('button', { name: '关闭' })).toBeVisible();
  await expect(dialog.getByText('旧密码')).toBeVisible();
});
