import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataCleanCard } from './data-clean/data-clean-card.tsx';
import { CryptoToolDialog } from './crypto-tool-dialog.tsx';
import { MaintenanceNoticeCard } from './notice/notice-card.tsx';

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
      <Card title={t('tools')} size="small">
        <Space wrap>
          <Button icon={<LockOutlined />} onClick={() => setCryptoOpen(true)}>{t('open')}</Button>
          <Typography.Text type="secondary">{t('openHint')}</Typography.Text>
        </Space>
      </Card>
      <CryptoToolDialog open={cryptoOpen} onClose={() => setCryptoOpen(false)} />
    </Space>
  );
}
