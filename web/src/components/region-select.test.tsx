import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../i18n/index.ts';
import { setRegionOptions } from '../lib/session-storage.ts';
import { RegionSelect } from './region-select.tsx';

describe('RegionSelect', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('offers the operator\'s regions named as in the header, in Chinese too', async () => {
    setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.test' }, { regionName: 'EU', adminUrl: 'http://eu.test' }]);
    await i18next.changeLanguage('zh-CN');
    render(<RegionSelect label="区域" value="US" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: '区域' }).closest('.ant-select')).toHaveTextContent('全球');
    await userEvent.click(screen.getByRole('combobox', { name: '区域' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox.parentElement ?? document.body).getAllByText('欧洲').length).toBeGreaterThan(0);
    expect(within(listbox.parentElement ?? document.body).queryByText('中国')).toBeNull(); // not one of this operator's regions
  });
});
