import { expect, test } from '@playwright/test';
import { dataClean, parameters } from '@gwn/contract';
import { adminUrlOf, callEndpoint, type ApiSession } from '../support/api.ts';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';

interface Parameter { key: string; value: string; basicKey: string; name: string; description: string }

const DAY_S = 86_400;
const inRegion = (session: ApiSession) => ({ token: session.token, baseUrl: adminUrlOf(session, session.region) });

async function saveRetention(session: ApiSession, p: Parameter, value: string) {
  const reply = await callEndpoint(parameters.parameterSave, {
    mode: 1, basicKey: p.basicKey, name: p.name, key: p.key, value, description: p.description,
  }, inRegion(session));
  expect(reply.body.retCode).toBe(0);
}

/**
 * scripts/test-e2e.sh runs the job with batches of 25 rows and 1.5 s between them, so it is still running
 * when the journey stops it. The journey lowers del_syslog_time to 3 days for the run (the demo visits go
 * back 30 days) and puts it back after; the job deletes only the few oldest visits of one region.
 */
test('[DATACLEAN] start data clean from the maintenance page, see it running with rows removed, stop it', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await openSignedIn(page, operatorFor('dataclean'), '/parameters/maintenance');
  const retention = (await callEndpoint(parameters.parameterInfo, { key: 'del_syslog_time' }, inRegion(session))).body.data;
  await saveRetention(session, retention, String(3 * DAY_S));
  try {
    const card = page.getByRole('region', { name: 'Clean data' });
    const toggle = card.getByRole('switch', { name: 'Clean data' });
    await expect(toggle).not.toBeChecked();

    await toggle.click();
    // It asks first, naming what it deletes and the retention it will use.
    const ask = page.getByRole('dialog').filter({ hasText: 'Start cleaning data in World?' });
    await expect(ask).toContainText('(del_syslog_time: 3 days). Deleted rows cannot be restored.');
    await ask.getByRole('button', { name: 'Start cleaning' }).click();
    await expect(page.getByText('Data clean started')).toBeVisible();
    await expect(card.getByTestId('data-clean-state')).toHaveText('Running');
    await expect(toggle).toBeChecked();
    await expect(card.getByText('3 days')).toBeVisible();
    // The status is asked again while the job runs: the count grows without a reload.
    await expect(card.getByTestId('data-clean-removed')).not.toHaveText('0', { timeout: 20_000 });

    await toggle.click();
    await expect(page.getByText('Data clean stopped')).toBeVisible();
    await expect(card.getByTestId('data-clean-state')).toHaveText('Stopped');
    await expect(toggle).not.toBeChecked();
    const status = (await callEndpoint(dataClean.status, {}, inRegion(session))).body.data;
    expect(status).toMatchObject({ state: 'stopped', running: false });
    expect(status.removed).toBeGreaterThan(0);
    expect(status.finishedAt).toBeGreaterThanOrEqual(status.startedAt!);
    await expect(card.getByTestId('data-clean-removed')).toHaveText(status.removed.toLocaleString('en-US'));

    // After a reload the page asks the region again and shows the same stopped run.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Clean data' }).getByTestId('data-clean-state')).toHaveText('Stopped');
  } finally {
    await saveRetention(session, retention, retention.value);
  }
});
