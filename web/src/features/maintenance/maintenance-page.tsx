import { useState } from 'react';
import { Button, Space } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataCleanCard } from './data-clean/data-clean-card.tsx';
import { MaintenanceNoticeCard } from './notice/notice-card.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { Panel } from '../../components/panel/panel.tsx';
import { Text } from '../../components/text/text.tsx';

const CryptoToolDialog = lazyDialog(() => import('./crypto-tool-dialog.tsx').then((m) => m.CryptoToolDialog));

/**
 * /parameters/maintenance (spec 2 screen 11): the maintenance notice form, the clean-data toggle and the
 * crypto tool dialog. This page holds the tools card with the crypto tool.
 */
export default function MaintenancePage() {
  const { t } = useTranslation('cryptoTool');
  const [cryptoOpen, setCryptoOpen] = useState(false);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <MaintenanceNoticeCard />
      <DataCleanCard />
      <Panel title={t('tools')} size="small">
        <Space wrap>
          <Button icon={<LockOutlined />} onClick={() => setCryptoOpen(true)}>{t('open')}</Button>
          <Text type="secondary">{t('openHint')}</Text>
        </Space>
      </Panel>
      <CryptoToolDialog open={cryptoOpen} onClose={() => setCryptoOpen(false)} />
    </Space>
  );
}
