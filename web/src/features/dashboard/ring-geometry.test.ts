import { describe, expect, it } from 'vitest';
import { bandPath, ringArcs } from './ring-geometry.ts';

describe('ringArcs', () => {
  it('gives each positive count its share of the turn, in order, and skips zeros', () => {
    const arcs = ringArcs([{ value: 1 }, { value: 0 }, { value: 3 }]);
    expect(arcs.map(({ start, end, percent }) => ({ start, end, percent }))).toEqual([
      { start: 0, end: 0.25, percent: 25 },
      { start: 0.25, end: 1, percent: 75 },
    ]);
  });

  it('draws nothing over the track when every count is zero', () => {
    expect(ringArcs([{ value: 0 }, { value: 0 }])).toEqual([]);
  });
});

describe('bandPath', () => {
  it('draws a quarter from twelve to three o’clock as one band', () => {
    expect(bandPath(0, 0.25)).toBe('M 100.000 14.000 A 86 86 0 0 1 186.000 100.000 L 158.000 100.000 A 58 58 0 0 0 100.000 42.000 Z');
  });

  it('uses the long way round for more than half a turn', () => {
    expect(bandPath(0, 0.75)).toContain('A 86 86 0 1 1');
  });

  it('draws a whole turn as two halves (an arc whose ends meet draws nothing)', () => {
    expect(bandPath(0, 1).match(/M /g)).toHaveLength(2);
  });
});
