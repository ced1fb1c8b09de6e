import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { i18next } from '../i18n/index.ts';
import { setRegionOptions } from '../lib/session-storage.ts';
import { RegionSelect } from './region-select.tsx';

describe('RegionSelect', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('offers the operator\'s regions named as in the header, in Chinese too', async () => {
    setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.test' }, { regionName: 'EU', adminUrl: 'http://eu.test' }]);
    await i18next.changeLanguage('zh-CN');
    render(<RegionSelect label="区域" value="US" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: '区域' });
    expect(select).toHaveDisplayValue('全球');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['全球', '欧洲']); // not 中国: not one of this operator's regions
  });
});
