import type { deviceTypes as dt } from '@gwn/contract';

export interface CatalogueFunction { functionKey: string; functionName: string; deviceKind: dt.DeviceKind; category: string }

const group = (deviceKind: dt.DeviceKind, category: string, entries: [string, string][]): CatalogueFunction[] =>
  entries.map(([functionKey, functionName]) => ({ functionKey, functionName, deviceKind, category }));

/**
 * The function catalogue every region starts with: what the matrix and the comparison page compare.
 * It is reference data (no screen edits it), so it is written on every start; keys never change meaning.
 */
export const FUNCTION_CATALOGUE: readonly CatalogueFunction[] = [
  ...group('AP', 'Wi-Fi', [
    ['ap_wifi5', 'Wi-Fi 5 (802.11ac)'], ['ap_wifi6', 'Wi-Fi 6 (802.11ax)'], ['ap_wifi6e', 'Wi-Fi 6E (6 GHz)'],
    ['ap_wifi7', 'Wi-Fi 7 (802.11be)'], ['ap_bands', 'Radio bands'], ['ap_streams', 'Spatial streams'],
    ['ap_mu_mimo', 'MU-MIMO'], ['ap_ofdma', 'OFDMA'], ['ap_max_ssids', 'Max SSIDs'], ['ap_max_clients', 'Max clients'],
  ]),
  ...group('AP', 'Network', [
    ['ap_mesh', 'Mesh'], ['ap_eth_ports', 'Ethernet ports'], ['ap_poe_in', 'PoE in'], ['ap_poe_out', 'PoE out'],
    ['ap_vlan', 'VLAN per SSID'], ['ap_band_steering', 'Band steering'], ['ap_fast_roaming', 'Fast roaming (802.11k/v/r)'],
  ]),
  ...group('AP', 'Services', [
    ['ap_captive_portal', 'Captive portal'], ['ap_wpa3', 'WPA3'], ['ap_bluetooth', 'Bluetooth LE'],
    ['ap_outdoor', 'Outdoor rated'], ['ap_airtime_fairness', 'Airtime fairness'],
  ]),
  ...group('ROUTER', 'WAN', [
    ['router_wan_ports', 'WAN ports'], ['router_multi_wan', 'Multi-WAN load balancing'], ['router_failover', 'WAN failover'],
    ['router_sfp', 'SFP port'], ['router_throughput', 'Routing throughput'],
  ]),
  ...group('ROUTER', 'VPN', [
    ['router_ipsec', 'IPsec VPN'], ['router_openvpn', 'OpenVPN'], ['router_wireguard', 'WireGuard'],
    ['router_sdwan', 'Site-to-site mesh VPN'], ['router_vpn_tunnels', 'VPN tunnels'],
  ]),
  ...group('ROUTER', 'Security', [
    ['router_firewall', 'Stateful firewall'], ['router_dpi', 'Deep packet inspection'],
    ['router_content_filter', 'Content filtering'], ['router_captive_portal', 'Captive portal'],
  ]),
  ...group('ROUTER', 'LAN and wireless', [
    ['router_vlan', 'VLAN'], ['router_qos', 'QoS'], ['router_poe_out', 'PoE out'], ['router_usb', 'USB port'],
    ['router_wifi5', 'Wi-Fi 5 (802.11ac)'], ['router_wifi6', 'Wi-Fi 6 (802.11ax)'], ['router_mesh', 'Mesh with GWN APs'],
    ['router_max_clients', 'Max wired clients'],
  ]),
  ...group('SWITCH', 'Ports', [
    ['switch_ports', 'Ports'], ['switch_multi_gig', '2.5G ports'], ['switch_10g_uplink', '10G SFP+ uplinks'],
    ['switch_poe', 'PoE/PoE+'], ['switch_poe_bt', 'PoE++ (802.3bt)'], ['switch_poe_budget', 'PoE budget'],
    ['switch_fanless', 'Fanless'],
  ]),
  ...group('SWITCH', 'Switching', [
    ['switch_vlan', 'VLAN'], ['switch_lacp', 'LACP link aggregation'], ['switch_stp', 'STP/RSTP/MSTP'],
    ['switch_igmp', 'IGMP snooping'], ['switch_qos', 'QoS'], ['switch_stacking', 'Stacking'],
    ['switch_l3_static', 'Static routing'], ['switch_l3_dynamic', 'OSPF/RIP'], ['switch_dhcp_server', 'DHCP server'],
  ]),
  ...group('SWITCH', 'Security and management', [
    ['switch_8021x', '802.1X'], ['switch_acl', 'ACL'], ['switch_dhcp_snooping', 'DHCP snooping'],
    ['switch_cloud', 'Cloud management'], ['switch_snmp', 'SNMP'],
  ]),
];
