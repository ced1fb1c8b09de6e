import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { apDevices } from '@gwn/contract/console';
import { useAccountCount, useApCount, useClientCount, useDeviceCount, useProrateCount } from './api.ts';
import { RingCard } from './ring-card.tsx';

/**
 * One colour, one meaning, on every card: status (online, offline, free), place (outdoor, indoor) and
 * device kind (AP, router, switch); the light tint of a hue is its "offline" or "without APs" half.
 */
const COLOURS = {
  online: '#52c41a', offline: '#bfbfbf', free: '#fa8c16',
  outdoor: '#1668dc', outdoorLight: '#91caff', indoor: '#722ed1', indoorLight: '#d3adf7',
  ap: '#13c2c2', apLight: '#87e8de', router: '#2f54eb', routerLight: '#adc6ff', switch: '#eb2f96', switchLight: '#ffadd2',
} as const;

/**
 * Where a slice leads: the enterprise list filtered by the outdoor privilege (the list asks for a search
 * first, spec 1 §5, so the filter waits for it), and the AP list in the slice's state (contract AP_STATES,
 * the same APs the ring counts). No list filters clients or devices by these slices.
 */
const ENTERPRISES_OUTDOOR = '/enterprise?outdoor=1';
const ENTERPRISES_INDOOR = '/enterprise?outdoor=0';
const apsIn = (state: apDevices.ApState) => `/ap?state=${state}`;

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
        { name: t('enterprises.outdoorHasAP'), value: a.outdoorHasAPCount, color: COLOURS.outdoor, to: ENTERPRISES_OUTDOOR },
        { name: t('enterprises.outdoorNoAP'), value: a.outdoorNoAPCount, color: COLOURS.outdoorLight, to: ENTERPRISES_OUTDOOR },
        { name: t('enterprises.indoorHasAP'), value: a.indoorHasAPCount, color: COLOURS.indoor, to: ENTERPRISES_INDOOR },
        { name: t('enterprises.indoorNoAP'), value: a.indoorNoAPCount, color: COLOURS.indoorLight, to: ENTERPRISES_INDOOR },
      ],
    },
    {
      key: 'aps', title: t('aps.title'), centerLabel: t('total'),
      // Online and offline count the APs of enterprises; free APs (in no enterprise) are a slice of their own,
      // so the centre is the sum of the slices. Devices by type also counts free APs that are offline.
      total: ap ? ap.totalMap.onlineCount + ap.totalMap.offlineCount + ap.freeMap.freeOnline : 0, query: aps,
      note: t('aps.note'),
      slices: ap && [
        { name: t('aps.online'), value: ap.totalMap.onlineCount, color: COLOURS.online, to: apsIn('online') },
        { name: t('aps.offline'), value: ap.totalMap.offlineCount, color: COLOURS.offline, to: apsIn('offline') },
        { name: t('aps.free'), value: ap.freeMap.freeOnline, color: COLOURS.free, to: apsIn('free') },
      ],
    },
    {
      key: 'clients', title: t('clients.title'), centerLabel: t('total'), total: c?.totalCount ?? 0, query: clients,
      slices: c && [
        { name: t('clients.outdoor'), value: c.outdoorCount, color: COLOURS.outdoor },
        { name: t('clients.indoor'), value: c.indoorCount, color: COLOURS.indoor },
      ],
    },
    {
      key: 'devices', title: t('devices.title'), centerLabel: t('total'), total: d?.totalCount ?? 0, query: devices,
      slices: d && [
        { name: t('devices.apOnline'), value: d.apOnlineMap.onlineCount, color: COLOURS.ap },
        { name: t('devices.apOffline'), value: d.apOnlineMap.offlineCount, color: COLOURS.apLight },
        { name: t('devices.routerOnline'), value: d.routerOnlineMap.onlineCount, color: COLOURS.router },
        { name: t('devices.routerOffline'), value: d.routerOnlineMap.offlineCount, color: COLOURS.routerLight },
        { name: t('devices.switchOnline'), value: d.switchOnlineMap.onlineCount, color: COLOURS.switch },
        { name: t('devices.switchOffline'), value: d.switchOnlineMap.offlineCount, color: COLOURS.switchLight },
      ],
    },
    {
      key: 'managers', title: t('managers.title', { count: m?.managerCount ?? 0 }), centerLabel: t('devicesTotal'),
      total: m ? m.apCount + m.routerCount + m.switchCount : 0, query: managers,
      slices: m && [
        { name: t('managers.ap'), value: m.apCount, color: COLOURS.ap },
        { name: t('managers.router'), value: m.routerCount, color: COLOURS.router },
        { name: t('managers.switch'), value: m.switchCount, color: COLOURS.switch },
      ],
    },
  ];

  // Five cards without a hole: two columns hold 2 + 2 + 1 wide, three columns 3 + 2 wider.
  const spans = (index: number) => ({ xs: 24, md: index === 4 ? 24 : 12, xxl: index < 3 ? 8 : 12 });
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ key, query, ...card }, index) => (
        <Col key={key} {...spans(index)}>
          <RingCard
            {...card} isPending={query.isPending} error={query.error} updatedAt={query.dataUpdatedAt}
            isRefreshing={query.isFetching} onRefresh={() => void query.refetch()}
          />
        </Col>
      ))}
    </Row>
  );
}
