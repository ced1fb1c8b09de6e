import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountCount, useApCount, useClientCount, useDeviceCount, useProrateCount } from './api.ts';
import { RingCard } from './ring-card.tsx';

const GREEN = '#52c41a';
const GREY = '#bfbfbf';
const BLUE = '#1668dc';
const ORANGE = '#fa8c16';
const PURPLE = '#722ed1';
const CYAN = '#13c2c2';

/** /dashboard: five rings of the current region (spec 1 §2). */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const accounts = useAccountCount();
  const aps = useApCount();
  const clients = useClientCount();
  const devices = useDeviceCount();
  const managers = useProrateCount();

  const a = accounts.data?.accountMap;
  const ap = aps.data;
  const c = clients.data?.clientMap;
  const d = devices.data;
  const m = managers.data;

  const cards = [
    {
      key: 'enterprises', title: t('enterprises.title'), centerLabel: t('total'), total: a?.totalCount ?? 0, query: accounts,
      slices: a && [
        { name: t('enterprises.outdoorHasAP'), value: a.outdoorHasAPCount, color: BLUE },
        { name: t('enterprises.outdoorNoAP'), value: a.outdoorNoAPCount, color: CYAN },
        { name: t('enterprises.indoorHasAP'), value: a.indoorHasAPCount, color: PURPLE },
        { name: t('enterprises.indoorNoAP'), value: a.indoorNoAPCount, color: GREY },
      ],
    },
    {
      key: 'aps', title: t('aps.title'), centerLabel: t('total'),
      total: ap ? ap.totalMap.onlineCount + ap.totalMap.offlineCount : 0, query: aps,
      slices: ap && [
        { name: t('aps.online'), value: ap.totalMap.onlineCount, color: GREEN },
        { name: t('aps.offline'), value: ap.totalMap.offlineCount, color: GREY },
        { name: t('aps.free'), value: ap.freeMap.freeOnline, color: ORANGE },
      ],
    },
    {
      key: 'clients', title: t('clients.title'), centerLabel: t('total'), total: c?.totalCount ?? 0, query: clients,
      slices: c && [
        { name: t('clients.outdoor'), value: c.outdoorCount, color: BLUE },
        { name: t('clients.indoor'), value: c.indoorCount, color: PURPLE },
      ],
    },
    {
      key: 'devices', title: t('devices.title'), centerLabel: t('total'), total: d?.totalCount ?? 0, query: devices,
      slices: d && [
        { name: t('devices.apOnline'), value: d.apOnlineMap.onlineCount, color: GREEN },
        { name: t('devices.apOffline'), value: d.apOnlineMap.offlineCount, color: GREY },
        { name: t('devices.routerOnline'), value: d.routerOnlineMap.onlineCount, color: BLUE },
        { name: t('devices.routerOffline'), value: d.routerOnlineMap.offlineCount, color: '#91caff' },
        { name: t('devices.switchOnline'), value: d.switchOnlineMap.onlineCount, color: PURPLE },
        { name: t('devices.switchOffline'), value: d.switchOnlineMap.offlineCount, color: '#d3adf7' },
      ],
    },
    {
      key: 'managers', title: t('managers.title', { count: m?.managerCount ?? 0 }), centerLabel: t('devicesTotal'),
      total: m ? m.apCount + m.routerCount + m.switchCount : 0, query: managers,
      slices: m && [
        { name: t('managers.ap'), value: m.apCount, color: GREEN },
        { name: t('managers.router'), value: m.routerCount, color: BLUE },
        { name: t('managers.switch'), value: m.switchCount, color: PURPLE },
      ],
    },
  ];

  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ key, query, ...card }) => (
        <Col key={key} xs={24} md={12} xxl={8}>
          <RingCard {...card} isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
        </Col>
      ))}
    </Row>
  );
}
