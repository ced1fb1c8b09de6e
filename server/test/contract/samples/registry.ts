import type { Endpoint } from '@gwn/contract';
import { ACCOUNT_SAMPLES } from './account-samples.ts';
import { AUDIT_STREAM_SAMPLES } from './audit-stream-samples.ts';
import { API_LIMIT_SAMPLES } from './api-limit-samples.ts';
import { BULLETIN_SAMPLES } from './bulletin-samples.ts';
import { CATALOGUE_SAMPLES } from './catalogue-samples.ts';
import { DATA_CLEAN_SAMPLES } from './data-clean-samples.ts';
import { DEVICE_FILE_SAMPLES } from './device-file-samples.ts';
import { DEVICE_SAMPLES } from './device-samples.ts';
import { ENTERPRISE_SAMPLES } from './enterprise-samples.ts';
import { FILE_SAMPLES } from './file-samples.ts';
import { PERSONAL_SAMPLES } from './personal-samples.ts';
import { NOTICE_SAMPLES } from './notice-samples.ts';
import type { SampleBuilder } from './sample.ts';
import { SPEED_SERVER_SAMPLES } from './speed-server-samples.ts';
import { SSO_SAMPLES } from './sso-samples.ts';
import { SYSTEM_SETTINGS_SAMPLES } from './system-settings-samples.ts';
import { TRANSFER_SAMPLES } from './transfer-samples.ts';
import { USER_SAMPLES } from './user-samples.ts';

/**
 * THE SAMPLE REGISTRY: for every mutating endpoint (contract `audit` not null), a call that succeeds.
 * The generated tests need nothing else from an endpoint's author: guards, malformed bodies and bad
 * input are derived from the contract; the audit entry of a success needs this sample.
 */
export const SAMPLE_LIST: readonly (readonly [Endpoint, SampleBuilder])[] = [
  ...ACCOUNT_SAMPLES, ...AUDIT_STREAM_SAMPLES, ...ENTERPRISE_SAMPLES, ...DEVICE_SAMPLES, ...CATALOGUE_SAMPLES, ...FILE_SAMPLES, ...DEVICE_FILE_SAMPLES, ...TRANSFER_SAMPLES,
  ...SYSTEM_SETTINGS_SAMPLES,
  ...USER_SAMPLES,
  ...PERSONAL_SAMPLES,
  ...API_LIMIT_SAMPLES,
  ...NOTICE_SAMPLES,
  ...DATA_CLEAN_SAMPLES,
  ...SPEED_SERVER_SAMPLES,
  ...BULLETIN_SAMPLES,
  ...SSO_SAMPLES,
];

export const SAMPLES: ReadonlyMap<Endpoint, SampleBuilder> = new Map(SAMPLE_LIST);

/** What a failure says when a mutating endpoint has no sample. */
export const missingSample = (name: string) =>
  `${name} changes data (contract audit) but has no sample: add one to server/test/contract/samples/<area>-samples.ts `
  + '(a call that succeeds, built through the factories) and list it in samples/registry.ts';
