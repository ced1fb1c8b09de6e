import type { ReactNode } from 'react';
import {
  AppstoreOutlined, BankOutlined, CloudDownloadOutlined, DashboardOutlined, FileOutlined, GlobalOutlined,
  HistoryOutlined, HomeOutlined, KeyOutlined, LaptopOutlined, LineChartOutlined, SettingOutlined, TableOutlined,
  TeamOutlined, ThunderboltOutlined,
} from '@ant-design/icons';

/** Side-menu icons of the top-level menus, one each; the entries under a group show none, like their siblings. */
export const MENU_ICONS: Partial<Record<string, ReactNode>> = {
  welcome: <HomeOutlined />,
  dashboard: <DashboardOutlined />,
  enterprise: <BankOutlined />,
  deviceManage: <LaptopOutlined />,
  devicePasswordManage: <KeyOutlined />,
  modelManage: <AppstoreOutlined />,
  featureList: <TableOutlined />,
  managerUsage: <LineChartOutlined />,
  firmwareManage: <CloudDownloadOutlined />,
  portalManage: <GlobalOutlined />,
  file: <FileOutlined />,
  systemManage: <SettingOutlined />,
  userManage: <TeamOutlined />,
  speedTestServerAddress: <ThunderboltOutlined />,
  changeLog: <HistoryOutlined />,
};
