import { useTranslation } from 'react-i18next';
import type { CompareData } from './api.ts';
import { CompareCell } from './compare-cell.tsx';
import type { CompareSelection } from './compare-options.ts';

/**
 * Models down, chosen functions across. The table scrolls sideways inside its wrapper (the page never gets wider
 * than the screen) and the model column (`compare-fixed`, sticky) stays put while the functions scroll.
 */
export function CompareTable({ data, selection }: { data: CompareData; selection: CompareSelection }) {
  const { t } = useTranslation('modelCompare');
  return (
    <div className="compare-table">
      <div className="compare-table__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col" className="compare-fixed">{t('model')}</th>
              {selection.functionKeys.map((fn) => <th scope="col" key={fn}>{data.functionKeyNameMap[fn] ?? fn}</th>)}
            </tr>
          </thead>
          <tbody>
            {selection.deviceTypeKeys.map((key) => (
              <tr key={key}>
                <td className="compare-fixed">{data.deviceTypeKeyNameMap[key] ?? key}</td>
                {selection.functionKeys.map((fn) => <td key={fn}><CompareCell value={data.deviceTypeFunctionMap[key]?.[fn]} /></td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="compare-table__footer">{t('footer', { year: new Date().getFullYear() })}</div>
    </div>
  );
}
