import { describe, expect, it } from 'vitest';
import { autoFill, modelsWithoutVersion, versionFromFileName } from './portal-versions.ts';

describe('portal zip versions step', () => {
  it('reads the version from the zip name and fills only empty rows', () => {
    expect(versionFromFileName('portal_v2.1.0.zip')).toBe('2.1.0');
    const rows = [{ apType: 'GWN7660', version: '' }, { apType: 'GWN7664', version: '9.9' }];
    expect(autoFill(rows, 'portal_v2.1.0.zip')).toEqual([{ apType: 'GWN7660', version: '2.1.0' }, { apType: 'GWN7664', version: '9.9' }]);
    expect(autoFill(rows, 'portal.zip')).toEqual([{ apType: 'GWN7660', version: '9.9' }, { apType: 'GWN7664', version: '9.9' }]);
  });

  it('lists the models that still lack a version', () => {
    expect(modelsWithoutVersion([{ apType: 'A', version: ' ' }, { apType: 'B', version: '1' }])).toEqual(['A']);
  });
});
