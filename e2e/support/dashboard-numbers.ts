import { dashboard, type Endpoint, type RequestOf, type ResponseOf } from '@gwn/contract';
import { callEndpoint, type ApiSession } from './api.ts';

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

async function dashboardCall<E extends Endpoint>(adminUrl: string, token: string, endpoint: E): Promise<ResponseOf<E>> {
  const reply = await callEndpoint(endpoint, {} as RequestOf<E>, { baseUrl: adminUrl, token });
  if (reply.status !== 200 || reply.body.retCode !== 0) throw new Error(`${endpoint.path} at ${adminUrl}: HTTP ${reply.status}, ${reply.body.retCode}`);
  return reply.body.data;
}

/** What the five dashboard calls of one region answer for this credential: the figures the rings must show. */
export async function dashboardNumbers(session: ApiSession, adminUrl: string): Promise<DashboardNumbers> {
  const [accountCount, aps, clientCount, devices, managers] = await Promise.all([
    dashboardCall(adminUrl, session.token, dashboard.accountCount),
    dashboardCall(adminUrl, session.token, dashboard.apCount),
    dashboardCall(adminUrl, session.token, dashboard.clientCount),
    dashboardCall(adminUrl, session.token, dashboard.deviceCount),
    dashboardCall(adminUrl, session.token, dashboard.prorateCount),
  ]);
  return { accounts: accountCount.accountMap, aps, clients: clientCount.clientMap, devices, managers };
}
