import { post, type ApiSession } from './api.ts';

interface OnlineOffline { onlineCount: number; offlineCount: number }
export interface DashboardNumbers {
  accounts: { totalCount: number; outdoorHasAPCount: number; outdoorNoAPCount: number; indoorHasAPCount: number; indoorNoAPCount: number };
  aps: { totalMap: OnlineOffline; outdoorMap: OnlineOffline; indoorMap: OnlineOffline; freeMap: { freeOnline: number } };
  clients: { totalCount: number; outdoorCount: number; indoorCount: number };
  devices: {
    totalCount: number; apCount: number; routerCount: number; switchCount: number;
    apOnlineMap: OnlineOffline; routerOnlineMap: OnlineOffline; switchOnlineMap: OnlineOffline;
  };
  managers: { managerCount: number; apCount: number; routerCount: number; switchCount: number };
}

async function dashboardCall<T>(adminUrl: string, token: string, name: string): Promise<T> {
  const reply = await post<T>(`/admin/dashboard/${name}`, {}, { baseUrl: adminUrl, token });
  if (reply.status !== 200 || reply.body.retCode !== 0) throw new Error(`${name} at ${adminUrl}: HTTP ${reply.status}, ${reply.body.retCode}`);
  return reply.body.data;
}

/** What the five dashboard calls of one region answer for this credential: the figures the rings must show. */
export async function dashboardNumbers(session: ApiSession, adminUrl: string): Promise<DashboardNumbers> {
  const [accountCount, aps, clientCount, devices, managers] = await Promise.all([
    dashboardCall<{ accountMap: DashboardNumbers['accounts'] }>(adminUrl, session.token, 'account_count'),
    dashboardCall<DashboardNumbers['aps']>(adminUrl, session.token, 'ap_count'),
    dashboardCall<{ clientMap: DashboardNumbers['clients'] }>(adminUrl, session.token, 'client_count'),
    dashboardCall<DashboardNumbers['devices']>(adminUrl, session.token, 'device_count'),
    dashboardCall<DashboardNumbers['managers']>(adminUrl, session.token, 'prorate_count'),
  ]);
  return { accounts: accountCount.accountMap, aps, clients: clientCount.clientMap, devices, managers };
}
