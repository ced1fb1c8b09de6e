import type { deviceFunctions as df } from '@gwn/contract';

/** A demo cell in both languages; empty Chinese text shows the English (model and standard names need none). */
type Cell = df.FunctionDes & { desZh: string; tooltipsZh: string };

/** The Chinese of the demo descriptions and tooltips that are words rather than figures or standard names. */
const ZH: Record<string, string> = {
  'Multi-link operation, 320 MHz channels': '多链路操作，320 MHz 信道',
  'Concurrent clients across all radios': '所有射频合计的并发终端数',
  'Powers one downstream device': '可为一台下游设备供电',
  'Firmware 1.0.25+ adds WPA3-SAE': '固件 1.0.25 及以上版本支持 WPA3-SAE',
  'Beacon and asset tracking': '信标与资产追踪',
  'Rated -30 to 60 °C': '工作温度 -30 至 60 °C',
  'Automatic VPN between sites of one network': '同一网络的各站点之间自动建立 VPN',
  'URL and category': '按网址和类别',
  'Storage or LTE dongle': '存储设备或 LTE 网卡',
  'Controller for up to 50 APs': '最多管理 50 台 AP',
  '60 W per port': '每端口 60 W',
  '4K VLANs': '4K 个 VLAN',
  'Up to 8 units in one stack': '最多 8 台堆叠',
};
const cell = (checked: Cell['checked'], des: string, tooltips: string): Cell =>
  ({ checked, des, tooltips, desZh: ZH[des] ?? '', tooltipsZh: ZH[tooltips] ?? '' });
const yes = (des = '', tooltips = ''): Cell => cell('1', des, tooltips);
const no = (des = ''): Cell => cell('0', des, '');
const na: Cell = cell('-1', '', '');
const flag = (on: boolean, des = '', tooltips = '') => (on ? yes(des, tooltips) : no());

export interface DemoModel {
  deviceType: string; deviceTypeName: string; deviceKinds: 'AP' | 'ROUTER' | 'SWITCH'; wireless: 0 | 1;
  supportOutdoor: 0 | 1; ssidNumber: number; minimumVersion: string; recommendVersion: string; functions: Record<string, Cell>;
}

// [model, Wi-Fi generation, streams, max clients, Ethernet ports, PoE in, PoE out, outdoor, BLE]
type ApSpec = [string, '5' | '6' | '6E' | '7', string, number, string, string, boolean, boolean, boolean];
const AP_SPECS: ApSpec[] = [
  ['GWN7600', '5', '2x2:2', 250, '2 x GE', '802.3af', true, false, false],
  ['GWN7600LR', '5', '2x2:2', 250, '2 x GE', '802.3af', true, false, false],
  ['GWN7602', '5', '2x2:2', 80, '4 x GE', '802.3af', true, false, false],
  ['GWN7605', '5', '2x2:2', 100, '2 x GE', '802.3af', false, false, false],
  ['GWN7605LR', '5', '2x2:2', 100, '1 x GE', '802.3af', false, true, false],
  ['GWN7610', '5', '3x3:3', 250, '2 x GE', '802.3at', false, false, false],
  ['GWN7615', '5', '4x4:4', 200, '2 x GE', '802.3at', false, false, true],
  ['GWN7624', '6', '4x4:4', 256, '5 x GE', '802.3at', true, false, true],
  ['GWN7625', '6', '4x4:4', 256, '1 x 2.5GE', '802.3at', false, false, true],
  ['GWN7630', '5', '4x4:4', 200, '2 x GE', '802.3at', false, false, true],
  ['GWN7630LR', '5', '4x4:4', 200, '1 x GE', '802.3at', false, true, true],
  ['GWN7660', '6', '2x2:2', 256, '1 x GE', '802.3af', false, false, true],
  ['GWN7660LR', '6', '2x2:2', 256, '1 x GE', '802.3at', false, true, true],
  ['GWN7661', '6', '2x2:2', 256, '3 x GE', '802.3af', true, false, true],
  ['GWN7662', '6', '4x4:4', 512, '2 x 2.5GE', '802.3at', false, false, true],
  ['GWN7664', '6', '4x4:4', 512, '2 x GE', '802.3at', false, false, true],
  ['GWN7664LR', '6', '4x4:4', 512, '2 x GE', '802.3at', false, true, true],
  ['GWN7665', '6', '4x4:4', 512, '1 x 2.5GE', '802.3at', false, false, true],
  ['GWN7660E', '6E', '2x2:2 x 3', 512, '1 x 2.5GE', '802.3at', false, false, true],
  ['GWN7664E', '6E', '4x4:4 + 2x2:2 x 2', 750, '1 x 2.5GE', '802.3bt', false, false, true],
  ['GWN7670', '7', '2x2:2 x 3', 512, '1 x 2.5GE', '802.3at', false, false, true],
  ['GWN7672', '7', '4x4:4 + 2x2:2 x 2', 750, '1 x 10GE', '802.3bt', false, false, true],
];

function apModel([key, wifi, streams, clients, ports, poeIn, poeOut, outdoor, ble]: ApSpec, i: number): DemoModel {
  const gen = ['5', '6', '6E', '7'].indexOf(wifi);
  const bands = wifi === '6E' || wifi === '7' ? '2.4/5/6 GHz' : '2.4/5 GHz';
  const ssids = gen >= 1 ? 32 : 16;
  return {
    deviceType: key, deviceTypeName: key, deviceKinds: 'AP', wireless: 1, supportOutdoor: outdoor ? 1 : 0, ssidNumber: ssids,
    minimumVersion: `1.0.${11 + (i % 9)}.2`, recommendVersion: `1.0.${25 + (i % 9)}.${3 + (i % 4)}`,
    functions: {
      ap_wifi5: yes(), ap_wifi6: flag(gen >= 1), ap_wifi6e: flag(gen >= 2), ap_wifi7: flag(gen >= 3, '', 'Multi-link operation, 320 MHz channels'),
      ap_bands: yes(bands), ap_streams: yes(streams), ap_mu_mimo: yes(gen >= 1 ? 'UL/DL' : 'DL'),
      ap_ofdma: gen >= 1 ? yes() : no(), ap_max_ssids: yes(String(ssids)),
      ap_max_clients: yes(String(clients), 'Concurrent clients across all radios'),
      ap_mesh: yes(), ap_eth_ports: yes(ports), ap_poe_in: yes(poeIn),
      ap_poe_out: poeOut ? yes('802.3af', 'Powers one downstream device') : no(),
      ap_vlan: yes(), ap_band_steering: yes(), ap_fast_roaming: yes('802.11k/v/r'),
      ap_captive_portal: yes(), ap_wpa3: gen >= 1 ? yes() : no('Firmware 1.0.25+ adds WPA3-SAE'),
      ap_bluetooth: ble ? yes('BLE 5.0', 'Beacon and asset tracking') : no(),
      ap_outdoor: outdoor ? yes('IP66', 'Rated -30 to 60 °C') : no(), ap_airtime_fairness: yes(),
    },
  };
}

// [model, wireless, WAN ports, SFP, throughput, IPsec tunnels, PoE out, USB, Wi-Fi 6]
type RouterSpec = [string, boolean, string, boolean, string, number, boolean, boolean, boolean];
const ROUTER_SPECS: RouterSpec[] = [
  ['GWN7000', false, '2 x GE', false, '1 Gbps', 50, false, true, false],
  ['GWN7001', false, '2 x GE', false, '1 Gbps', 50, false, false, false],
  ['GWN7002', false, '4 x GE', true, '2 Gbps', 100, false, true, false],
  ['GWN7003', false, '4 x GE', true, '3 Gbps', 100, true, true, false],
  ['GWN7004', false, '4 x GE', true, '5 Gbps', 200, false, true, false],
  ['GWN7005', false, '4 x 2.5GE', true, '10 Gbps', 500, false, true, false],
  ['GWN7052', true, '1 x GE', false, '1 Gbps', 10, false, true, false],
  ['GWN7052F', true, '1 x GE', true, '1 Gbps', 10, false, true, false],
  ['GWN7062', true, '1 x GE', false, '1 Gbps', 20, false, true, true],
  ['GWN7062E', true, '1 x 2.5GE', false, '2.5 Gbps', 20, false, true, true],
];

function routerModel([key, wireless, wan, sfp, throughput, tunnels, poeOut, usb, wifi6]: RouterSpec, i: number): DemoModel {
  const radio = (on: boolean, des = '') => (wireless ? flag(on, des) : na);
  return {
    deviceType: key, deviceTypeName: key, deviceKinds: 'ROUTER', wireless: wireless ? 1 : 0, supportOutdoor: 0,
    ssidNumber: wireless ? 8 : 0, minimumVersion: `1.0.${5 + (i % 5)}.1`, recommendVersion: `1.0.${9 + (i % 5)}.${10 + i}`,
    functions: {
      router_wan_ports: yes(wan), router_multi_wan: flag(!wireless), router_failover: yes(), router_sfp: flag(sfp, sfp ? '1 x SFP' : ''),
      router_throughput: yes(throughput), router_ipsec: yes(), router_openvpn: yes(), router_wireguard: flag(i % 3 !== 1),
      router_sdwan: flag(!wireless, '', 'Automatic VPN between sites of one network'), router_vpn_tunnels: yes(String(tunnels)),
      router_firewall: yes(), router_dpi: flag(!wireless || wifi6), router_content_filter: yes('URL and category'),
      router_captive_portal: yes(), router_vlan: yes(), router_qos: yes(), router_poe_out: flag(poeOut, '4 x PoE+'),
      router_usb: flag(usb, 'USB 3.0', 'Storage or LTE dongle'), router_wifi5: radio(true), router_wifi6: radio(wifi6),
      router_mesh: radio(true, 'Controller for up to 50 APs'), router_max_clients: yes(wireless ? '100' : String(tunnels * 5)),
    },
  };
}

// [model, ports, 2.5G, 10G uplinks, PoE budget (W, 0 none), PoE++, L3, stacking, fanless]
type SwitchSpec = [string, string, boolean, number, number, boolean, boolean, boolean, boolean];
const SWITCH_SPECS: SwitchSpec[] = [
  ['GWN7801', '8 x GE + 2 x SFP', false, 0, 0, false, false, false, true],
  ['GWN7801P', '8 x GE + 2 x SFP', false, 0, 120, false, false, false, true],
  ['GWN7802', '16 x GE + 4 x SFP', false, 0, 0, false, false, false, true],
  ['GWN7802P', '16 x GE + 4 x SFP', false, 0, 247, false, false, false, false],
  ['GWN7803', '24 x GE + 4 x SFP', false, 0, 0, false, false, false, false],
  ['GWN7803P', '24 x GE + 4 x SFP', false, 0, 360, false, false, false, false],
  ['GWN7811', '8 x GE + 2 x SFP+', false, 2, 0, false, true, false, true],
  ['GWN7811P', '8 x GE + 2 x SFP+', false, 2, 120, false, true, false, false],
  ['GWN7812P', '16 x GE + 4 x SFP+', false, 4, 240, false, true, false, false],
  ['GWN7813', '24 x GE + 4 x SFP+', false, 4, 0, false, true, true, false],
  ['GWN7813P', '24 x GE + 4 x SFP+', false, 4, 360, false, true, true, false],
  ['GWN7816', '48 x GE + 4 x SFP+', false, 4, 0, false, true, true, false],
  ['GWN7816P', '48 x GE + 4 x SFP+', false, 4, 740, true, true, true, false],
  ['GWN7830', '12 x 2.5GE + 4 x SFP+', true, 4, 0, false, true, true, false],
  ['GWN7831', '24 x 2.5GE + 4 x SFP+', true, 4, 0, false, true, true, false],
  ['GWN7832', '24 x 2.5GE + 6 x SFP+', true, 6, 720, true, true, true, false],
];

function switchModel([key, ports, multiGig, uplinks, budget, poeBt, l3, stacking, fanless]: SwitchSpec, i: number): DemoModel {
  return {
    deviceType: key, deviceTypeName: key, deviceKinds: 'SWITCH', wireless: 0, supportOutdoor: 0, ssidNumber: 0,
    minimumVersion: `1.0.1.${4 + (i % 6)}`, recommendVersion: `1.0.${3 + (i % 4)}.${20 + i}`,
    functions: {
      switch_ports: yes(ports), switch_multi_gig: flag(multiGig), switch_10g_uplink: flag(uplinks > 0, uplinks ? String(uplinks) : ''),
      switch_poe: flag(budget > 0), switch_poe_bt: budget > 0 ? flag(poeBt, '', '60 W per port') : na,
      switch_poe_budget: budget > 0 ? yes(`${budget} W`) : na, switch_fanless: flag(fanless),
      switch_vlan: yes('4K VLANs'), switch_lacp: yes(), switch_stp: yes(), switch_igmp: yes(), switch_qos: yes(),
      switch_stacking: flag(stacking, '', 'Up to 8 units in one stack'), switch_l3_static: flag(l3), switch_l3_dynamic: flag(l3 && stacking),
      switch_dhcp_server: flag(l3), switch_8021x: yes(), switch_acl: yes(), switch_dhcp_snooping: yes(),
      switch_cloud: yes(), switch_snmp: flag(l3, 'v1/v2c/v3'),
    },
  };
}

/** Dozens of realistic models with a value for every function of their kind. */
export const DEMO_MODELS: readonly DemoModel[] = [
  ...AP_SPECS.map(apModel), ...ROUTER_SPECS.map(routerModel), ...SWITCH_SPECS.map(switchModel),
];
