import { releaseNote as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { releaseNoteService } from './service.ts';

/** The release note (spec 3 "Release-note editor"). */
export const registerReleaseNote: RegionArea = (host) => {
  const service = releaseNoteService();
  host.handleAll(contract, service);
};
