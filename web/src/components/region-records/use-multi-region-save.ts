import { useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EndpointDescriptor, RegionName, RequestOf, ResponseOf } from '@gwn/contract/console';
import { failedRegions, sendToRegions, type RegionResult } from '../../api/send-to-regions.ts';
import { EVERY_REGION, useRefreshEndpoints } from '../../api/region-query.ts';
import { formRefusalText, type FormRefusalOptions } from '../form-refusal.ts';
import { useRegionName } from './region-name.ts';

/** What one save in several regions came to. */
export interface MultiRegionOutcome<T> {
  results: RegionResult<T>[];
  /** The regions that refused or did not answer: what a retry sends to. */
  failed: RegionName[];
  /** Every chosen region accepted. */
  allDone: boolean;
}

interface Options {
  /** The queries a save changes, refreshed in every region afterwards (the list and its by-keys call). */
  refresh: readonly EndpointDescriptor[];
  /** The success message: "Saved in …" (adds and edits) or "Deleted from …". */
  done?: 'saved' | 'deleted';
  /**
   * A form whose `regions` field keeps the failed regions selected, so saving again retries only them; a region's
   * 50005 marks the fields it names there, each region's line naming them by label (`labelOf`).
   */
  form?: FormInstance;
  labelOf?: FormRefusalOptions['labelOf'];
}

/**
 * THE save flow of a record kept in several regions (adds, edits and deletes alike): one call per chosen region,
 * sent at once, each region's outcome kept; one message naming the regions that accepted; the regions that
 * failed stay selected (in `form`) and listed (`results`, for `RegionResults`) until a retry succeeds.
 */
export function useMultiRegionSave<E extends EndpointDescriptor>(endpoint: E, { refresh, done = 'saved', form, labelOf }: Options) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const regionName = useRegionName();
  const refreshEndpoints = useRefreshEndpoints();
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<RegionResult<ResponseOf<E>>[]>([]);

  async function send(regions: readonly RegionName[], payloadFor: (region: RegionName) => RequestOf<E>): Promise<MultiRegionOutcome<ResponseOf<E>>> {
    setBusy(true);
    try {
      const sent = await sendToRegions(endpoint, regions, payloadFor);
      const outcome = form ? sent.map((r) => (r.ok ? r : { ...r, msg: formRefusalText(form, r, t, { labelOf }) })) : sent;
      await refreshEndpoints(refresh, EVERY_REGION);
      const failed = failedRegions(outcome);
      const succeeded = outcome.filter((r) => r.ok).map((r) => r.region);
      if (succeeded.length > 0) void message.success(t(`regionSave.${done}`, { regions: regionName.list(succeeded) }));
      setResults(failed.length > 0 ? outcome : []);
      if (failed.length > 0) form?.setFieldValue('regions', failed);
      return { results: outcome, failed, allDone: failed.length === 0 };
    } finally {
      setBusy(false);
    }
  }

  return { send, busy, results, reset: () => setResults([]) };
}
