import { Button, Dropdown, Spin } from 'antd';
import { CloudServerOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getRegionOptions, useCurrentRegion, useStored } from '../../lib/session-storage.ts';
import { useRegionSwitch } from './use-region-switch.ts';

/** The region dropdown of the header; US is labelled "World". */
export function RegionSwitch() {
  const { t } = useTranslation(['shell', 'common']);
  const current = useCurrentRegion();
  useStored('regionOptions'); // re-render when the region list is stored
  const options = getRegionOptions();
  const { switching, switchTo } = useRegionSwitch();

  const items = options.map((r) => ({ key: r.regionName, label: t(`common:region.${r.regionName}`) }));
  const onClick = ({ key }: { key: string }) => {
    const target = options.find((r) => r.regionName === key);
    if (target && target.regionName !== current) void switchTo(target);
  };

  return (
    <>
      <Dropdown menu={{ items, selectable: true, selectedKeys: current ? [current] : [], onClick }} trigger={['click']}>
        <Button type="text" icon={<CloudServerOutlined />} aria-label={t('header.region')}>
          {current ? t(`common:region.${current}`) : t('header.region')} <DownOutlined />
        </Button>
      </Dropdown>
      <Spin fullscreen spinning={switching} description={t('region.switching')} />
    </>
  );
}
