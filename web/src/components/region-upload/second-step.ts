import type { ReactNode } from 'react';
import type { EndpointDescriptor, RegionName, RequestOf } from '@gwn/contract/console';
import { failedRegions, failureLines, sendToRegions, type RegionResult } from '../../api/send-to-regions.ts';
import type { UploadedFile } from './upload-regions.ts';

/**
 * What a dialog does after its file is stored (firmware details, portal per-model versions): a form, then
 * one call per region that holds the file, with that region's file id.
 */
export interface SecondStep<E extends EndpointDescriptor> {
  /** The step's name in the steps bar, e.g. "Details". */
  title: string;
  /** The call made in each region, e.g. firmware.save. */
  endpoint: E;
  /** The step's form, for the uploaded file; `firstRegion` is where it went first (model lists come from there). */
  render: (uploaded: { file: File; firstRegion: RegionName }) => ReactNode;
  /** Checks the form; resolves with each region's payload for its file id, or null when the form is not valid (it shows why). */
  collect: () => Promise<((fileId: number) => RequestOf<E>) | null>;
  /** The success message, e.g. "Firmware saved". */
  savedText: string;
  /** The title over the failed regions' lines. */
  failedTitle: string;
  /** The save button stops loading after this long (spec 2 §9: firmware 10 s); default when the save settles. */
  saveLoadingMs?: number;
  /** Buttons between Cancel and Save (portal: Auto-fill). */
  extraButtons?: ReactNode;
  /** Clears the form when the dialog closes. */
  onReset?: () => void;
}

/** The id of the file stored in a region (every region the step saves in holds one). */
function fileIdIn(uploaded: readonly UploadedFile[], region: RegionName): number {
  const found = uploaded.find((u) => u.region === region);
  if (!found) throw new Error(`no uploaded file in ${region}`);
  return found.fileId;
}

/**
 * Saves the step in every region holding the file, in parallel. Returns the files of the regions that
 * failed (kept for a retry) and their "Region: message" lines; both empty when every region saved.
 */
export async function saveInEachRegion<E extends EndpointDescriptor>(
  step: SecondStep<E>, uploaded: readonly UploadedFile[], payloadFor: (fileId: number) => RequestOf<E>, regionName: (r: RegionName) => string,
): Promise<{ retry: UploadedFile[]; lines: string[] }> {
  const results: RegionResult<unknown>[] = await sendToRegions(step.endpoint, uploaded.map((u) => u.region),
    (region) => payloadFor(fileIdIn(uploaded, region)));
  const failed = failedRegions(results);
  return { retry: uploaded.filter((u) => failed.includes(u.region)), lines: failureLines(results, regionName) };
}
