import { App, Space } from 'antd';
import { Switch } from '../../../components/switch/index.ts';
import { useTranslation } from 'react-i18next';
import { localTime, localTimeAgo } from '../../../lib/local-time.ts';
import { errorText } from '../../../api/api-error.ts';
import { useCurrentRegion } from '../../../lib/session-storage.ts';
import { useDataCleanStatus, useToggleDataClean } from './api.ts';
import { titledRegion } from '../../../components/titled-region.ts';
import { Panel } from '../../../components/panel/panel.tsx';
import { Text } from '../../../components/text/text.tsx';
import { Tag } from '../../../components/tag/tag.tsx';
import { Details } from '../../../components/details/index.ts';

const DAY_S = 86_400;
const time = (ms: number | null) => (ms === null ? '-' : localTime(ms));
const STATE_COLOR = { idle: 'default', running: 'processing', stopped: 'warning', finished: 'success' } as const;

/**
 * The clean-data toggle of the maintenance page (spec 2 §4): start, then stop, the region's job that
 * deletes data older than del_syslog_time; its status (rows removed per table) is asked again while it runs.
 * Starting deletes data for good, so it asks first, naming what goes and the cutoff (issue #25).
 */
export function DataCleanCard() {
  const { t } = useTranslation(['dataClean', 'common']);
  const { message, modal } = App.useApp();
  const region = useCurrentRegion();
  const status = useDataCleanStatus();
  const toggle = useToggleDataClean();
  const s = status.data;

  const retention = (seconds: number) => t('days', { count: Math.round(seconds / DAY_S) });
  /**
   * On: asks first, with the retention the service would use now (asked again: it may have changed since the page
   * loaded); without a usable one the service refuses anyway, deleting nothing.
   */
  const onToggle = async (run: boolean) => {
    const configured = run ? (await status.refetch()).data?.configuredRetentionSeconds ?? null : null;
    if (!run || configured === null) {
      void change(run);
      return;
    }
    void modal.confirm({
      title: t('confirmTitle', { region: region ? t(`common:region.${region}`) : '' }),
      content: t('confirmBody', { cutoff: localTimeAgo(configured, false), retention: retention(configured) }),
      okText: t('confirmOk'), okButtonProps: { danger: true }, cancelText: t('common:cancel'),
      onOk: () => change(true),
    });
  };

  const change = async (run: boolean) => {
    try {
      await toggle.mutateAsync(run);
      void message.success(t(run ? 'started' : 'stoppedMessage'));
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <Panel title={t('title')} {...titledRegion(t('title'))} size="small" loading={status.isPending}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Switch checked={s?.running ?? false} loading={toggle.isPending} onChange={(run) => void onToggle(run)} aria-label={t('toggle')}
            checkedChildren={t('on')} unCheckedChildren={t('off')} />
          <Text type="secondary">{t('hint')}</Text>
        </Space>
        {status.isError && <Text type="danger">{errorText(status.error)}</Text>}
        {s && (
          <Details bordered columns={2} items={[
            { label: t('state'), children: <Tag color={STATE_COLOR[s.state]} data-testid="data-clean-state">{t(`stateName.${s.state}`)}</Tag> },
            { label: t('retention'), children: s.retentionSeconds === null ? '-' : retention(s.retentionSeconds) },
            { label: t('startedAt'), children: time(s.startedAt) },
            { label: t('finishedAt'), children: time(s.finishedAt) },
            { label: t('cutoff'), children: time(s.cutoff) },
            { label: t('startedBy'), children: s.startedBy || '-' },
            ...s.tables.map((row) => ({ key: row.table, label: t(`table.${row.table}`), children: row.removed.toLocaleString() })),
            { label: t('removed'), children: <span data-testid="data-clean-removed">{s.removed.toLocaleString()}</span> },
          ]} />
        )}
      </Space>
    </Panel>
  );
}
