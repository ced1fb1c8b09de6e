import { apiLimits, openApi } from '@gwn/contract';
import { buildApiLimit, buildApplication, buildEnterprise } from '../../region-factories.ts';
import { sampleOf } from './sample.ts';

const freshUrl = () => `/openapi/v1/sample-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** API limits and the open API's applications (spec 3 "API limit list"). */
export const API_LIMIT_SAMPLES = [
  sampleOf(apiLimits.add, async ({ regionDb }) => {
    const { appId } = await buildApplication(regionDb);
    return { payload: { mode: 1, appId, url: openApi.devices.path, count: 5 }, edits: true };
  }),
  sampleOf(apiLimits.edit, async ({ regionDb }) => {
    const row = await buildApiLimit(regionDb, { url: freshUrl() });
    return { payload: { id: row.id, count: 7, description: row.description, descriptionEn: 'changed' }, edits: true };
  }),
  sampleOf(apiLimits.remove, async ({ regionDb }) => {
    const { appId } = await buildApplication(regionDb);
    return { payload: { ids: [(await buildApiLimit(regionDb, { url: freshUrl(), appId })).id] }, edits: true };
  }),
  sampleOf(apiLimits.issueApplication, async ({ regionDb }) => ({
    payload: { enterpriseId: (await buildEnterprise(regionDb)).enterpriseId }, edits: true,
  })),
  sampleOf(apiLimits.revokeApplication, async ({ regionDb }) => ({
    payload: { appId: (await buildApplication(regionDb)).appId }, edits: true,
  })),
];
