import { describe, expect, it } from 'vitest';
import { REGIONS } from '@gwn/contract/console';
import { ALL, emitted, fromRegions, nextSelection } from './region-select-rules.ts';

describe('region multi-select rules', () => {
  it('All selects every region', () => {
    expect(nextSelection([], [ALL], REGIONS)).toEqual([ALL, 'US', 'EU', 'CN']);
  });

  it('deselecting a region drops All', () => {
    expect(nextSelection([ALL, 'US', 'EU', 'CN'], [ALL, 'US', 'CN'], REGIONS)).toEqual(['US', 'CN']);
  });

  it('selecting every region adds All back', () => {
    expect(nextSelection(['US', 'EU'], ['US', 'EU', 'CN'], REGIONS)).toEqual([ALL, 'US', 'EU', 'CN']);
  });

  it('deselecting All clears the selection', () => {
    expect(nextSelection([ALL, 'US', 'EU', 'CN'], ['US', 'EU', 'CN'], REGIONS)).toEqual([]);
  });

  it('never emits All', () => {
    expect(emitted([ALL, 'US', 'EU', 'CN'])).toEqual(['US', 'EU', 'CN']);
    expect(fromRegions(['EU', 'CN', 'US'], REGIONS)).toEqual([ALL, 'US', 'EU', 'CN']);
  });

  it('works on a subset of regions', () => {
    expect(nextSelection([], [ALL], ['US', 'EU'])).toEqual([ALL, 'US', 'EU']);
  });
});
