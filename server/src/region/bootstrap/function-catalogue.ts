import type { deviceTypes as dt } from '@gwn/contract';

export interface CatalogueFunction {
  functionKey: string; functionName: string; functionNameZh: string; deviceKind: dt.DeviceKind; category: string; categoryZh: string;
}

/** A category [English, Chinese] and its functions [key, English name, Chinese name]. */
const group = (deviceKind: dt.DeviceKind, [category, categoryZh]: [string, string], entries: [string, string, string][]): CatalogueFunction[] =>
  entries.map(([functionKey, functionName, functionNameZh]) => ({ functionKey, functionName, functionNameZh, deviceKind, category, categoryZh }));

/**
 * The function catalogue every region starts with: what the matrix and the comparison page compare.
 * It is reference data (no screen edits it), so it is written on every start; keys never change meaning.
 * Names are English and Simplified Chinese; protocol and standard names (Wi-Fi 6, PoE, VLAN, QoS...) stay Latin in both.
 */
export const FUNCTION_CATALOGUE: readonly CatalogueFunction[] = [
  ...group('AP', ['Wi-Fi', '无线'], [
    ['ap_wifi5', 'Wi-Fi 5 (802.11ac)', 'Wi-Fi 5（802.11ac）'], ['ap_wifi6', 'Wi-Fi 6 (802.11ax)', 'Wi-Fi 6（802.11ax）'], ['ap_wifi6e', 'Wi-Fi 6E (6 GHz)', 'Wi-Fi 6E（6 GHz）'],
    ['ap_wifi7', 'Wi-Fi 7 (802.11be)', 'Wi-Fi 7（802.11be）'], ['ap_bands', 'Radio bands', '射频频段'], ['ap_streams', 'Spatial streams', '空间流'],
    ['ap_mu_mimo', 'MU-MIMO', 'MU-MIMO'], ['ap_ofdma', 'OFDMA', 'OFDMA'], ['ap_max_ssids', 'Max SSIDs', '最大 SSID 数'], ['ap_max_clients', 'Max clients', '最大终端数'],
  ]),
  ...group('AP', ['Network', '网络'], [
    ['ap_mesh', 'Mesh', 'Mesh 组网'], ['ap_eth_ports', 'Ethernet ports', '以太网口'], ['ap_poe_in', 'PoE in', 'PoE 受电'], ['ap_poe_out', 'PoE out', 'PoE 供电输出'],
    ['ap_vlan', 'VLAN per SSID', '按 SSID 划分 VLAN'], ['ap_band_steering', 'Band steering', '频段引导'], ['ap_fast_roaming', 'Fast roaming (802.11k/v/r)', '快速漫游（802.11k/v/r）'],
  ]),
  ...group('AP', ['Services', '服务'], [
    ['ap_captive_portal', 'Captive portal', '认证门户'], ['ap_wpa3', 'WPA3', 'WPA3'], ['ap_bluetooth', 'Bluetooth LE', '低功耗蓝牙'],
    ['ap_outdoor', 'Outdoor rated', '户外防护'], ['ap_airtime_fairness', 'Airtime fairness', '空口时间公平'],
  ]),
  ...group('ROUTER', ['WAN', '广域网'], [
    ['router_wan_ports', 'WAN ports', 'WAN 口'], ['router_multi_wan', 'Multi-WAN load balancing', '多 WAN 负载均衡'], ['router_failover', 'WAN failover', 'WAN 故障切换'],
    ['router_sfp', 'SFP port', 'SFP 口'], ['router_throughput', 'Routing throughput', '路由吞吐量'],
  ]),
  ...group('ROUTER', ['VPN', 'VPN'], [
    ['router_ipsec', 'IPsec VPN', 'IPsec VPN'], ['router_openvpn', 'OpenVPN', 'OpenVPN'], ['router_wireguard', 'WireGuard', 'WireGuard'],
    ['router_sdwan', 'Site-to-site mesh VPN', '站点间网状 VPN'], ['router_vpn_tunnels', 'VPN tunnels', 'VPN 隧道数'],
  ]),
  ...group('ROUTER', ['Security', '安全'], [
    ['router_firewall', 'Stateful firewall', '状态防火墙'], ['router_dpi', 'Deep packet inspection', '深度包检测'],
    ['router_content_filter', 'Content filtering', '内容过滤'], ['router_captive_portal', 'Captive portal', '认证门户'],
  ]),
  ...group('ROUTER', ['LAN and wireless', '局域网与无线'], [
    ['router_vlan', 'VLAN', 'VLAN'], ['router_qos', 'QoS', 'QoS'], ['router_poe_out', 'PoE out', 'PoE 供电输出'], ['router_usb', 'USB port', 'USB 口'],
    ['router_wifi5', 'Wi-Fi 5 (802.11ac)', 'Wi-Fi 5（802.11ac）'], ['router_wifi6', 'Wi-Fi 6 (802.11ax)', 'Wi-Fi 6（802.11ax）'], ['router_mesh', 'Mesh with GWN APs', '与 GWN AP 组建 Mesh'],
    ['router_max_clients', 'Max wired clients', '最大有线终端数'],
  ]),
  ...group('SWITCH', ['Ports', '端口'], [
    ['switch_ports', 'Ports', '端口'], ['switch_multi_gig', '2.5G ports', '2.5G 端口'], ['switch_10g_uplink', '10G SFP+ uplinks', '10G SFP+ 上行口'],
    ['switch_poe', 'PoE/PoE+', 'PoE/PoE+'], ['switch_poe_bt', 'PoE++ (802.3bt)', 'PoE++（802.3bt）'], ['switch_poe_budget', 'PoE budget', 'PoE 功率预算'],
    ['switch_fanless', 'Fanless', '无风扇'],
  ]),
  ...group('SWITCH', ['Switching', '交换'], [
    ['switch_vlan', 'VLAN', 'VLAN'], ['switch_lacp', 'LACP link aggregation', 'LACP 链路聚合'], ['switch_stp', 'STP/RSTP/MSTP', 'STP/RSTP/MSTP'],
    ['switch_igmp', 'IGMP snooping', 'IGMP 监听'], ['switch_qos', 'QoS', 'QoS'], ['switch_stacking', 'Stacking', '堆叠'],
    ['switch_l3_static', 'Static routing', '静态路由'], ['switch_l3_dynamic', 'OSPF/RIP', 'OSPF/RIP'], ['switch_dhcp_server', 'DHCP server', 'DHCP 服务器'],
  ]),
  ...group('SWITCH', ['Security and management', '安全与管理'], [
    ['switch_8021x', '802.1X', '802.1X'], ['switch_acl', 'ACL', 'ACL'], ['switch_dhcp_snooping', 'DHCP snooping', 'DHCP 监听'],
    ['switch_cloud', 'Cloud management', '云管理'], ['switch_snmp', 'SNMP', 'SNMP'],
  ]),
];
