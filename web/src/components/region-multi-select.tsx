import { useTranslation } from 'react-i18next';
import { REGIONS, type RegionName } from '@gwn/contract/console';
import { ALL, emitted, fromRegions, nextSelection, type RegionChoice } from './region-select-rules.ts';
import './choice-group/choice-group.css';

interface Props {
  /** Selected regions (never contains All); works as a controlled antd Form field. */
  value?: RegionName[];
  onChange?: (regions: RegionName[]) => void;
  /** The regions offered; default all three. */
  regions?: readonly RegionName[];
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * Region multi-select with an "All" option (spec 2 §4): a check box for All and one per region, all in sight (there
 * are at most three). All selects all, deselecting a region drops All, selecting every region re-adds All; callers
 * never receive All. antd's multiple Select was 24.3 kB gzip on the screens that choose regions (issue #27).
 */
export function RegionMultiSelect({ value = [], onChange, regions = REGIONS, disabled, id, ...rest }: Props) {
  const { t } = useTranslation('common');
  const selection = fromRegions(value, regions);
  const choices: { value: RegionChoice; label: string }[] = [
    { value: ALL, label: t('all') },
    ...regions.map((r) => ({ value: r, label: t(`region.${r}`) })),
  ];
  const toggle = (choice: RegionChoice, on: boolean) => {
    const next = on ? [...selection, choice] : selection.filter((c) => c !== choice);
    onChange?.(emitted(nextSelection(selection, next, regions)));
  };
  return (
    <div className="choice-group" role="group" id={id} aria-label={rest['aria-label']}>
      {choices.map((c) => (
        <label key={c.value} className="choice">
          <input type="checkbox" checked={selection.includes(c.value)} disabled={disabled}
            onChange={(e) => toggle(c.value, e.target.checked)} />
          {c.label}
        </label>
      ))}
    </div>
  );
}
