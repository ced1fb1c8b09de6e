import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { deviceFunctions } from '@gwn/contract/console';

/** A help mark whose text shows on hover or keyboard focus (antd's Tooltip, without antd: issue #27). */
function HelpTip({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  const tipId = useId();
  return (
    <span className="compare-cell__help" onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}>
      <span
        role="img"
        tabIndex={0}
        aria-label={text}
        aria-describedby={shown ? tipId : undefined}
        className="compare-cell__help-mark"
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onKeyDown={(event) => event.key === 'Escape' && setShown(false)}
      >
        <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.3" />
          <path d="M6 6.2a2 2 0 1 1 2.6 1.9c-.4.2-.6.5-.6.9v.8" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
          <circle cx="8" cy="11.7" r=".85" fill="currentColor" />
        </svg>
      </span>
      {shown && <span role="tooltip" id={tipId} className="compare-cell__tip">{text}</span>}
    </span>
  );
}

/** A comparison cell (spec 3): a check mark for '1', nothing for '0' and '-1', plus the description and a help tooltip. */
export function CompareCell({ value }: { value: deviceFunctions.FunctionDes | undefined }) {
  const { t } = useTranslation('modelCompare');
  if (!value) return null;
  const supported = value.checked === '1';
  if (!supported && !value.des && !value.tooltips) return null;
  return (
    <span className="compare-cell">
      {supported && (
        <svg role="img" aria-label={t('supported')} className="compare-cell__check" viewBox="0 0 16 16" width="1em" height="1em">
          <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      {value.des && <span>{value.des}</span>}
      {value.tooltips && <HelpTip text={value.tooltips} />}
    </span>
  );
}
