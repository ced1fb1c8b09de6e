import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  /** The sizes an operator may choose; one size, no choice. */
  pageSizes: readonly number[];
  /** "Total N" or "About N", before the pages. */
  totalText: ReactNode;
  onChange: (page: number, pageSize: number) => void;
}

/** The pages shown around the current one: the first, the last, two either side, and a gap ("…") where pages are left out. */
export function pageItems(page: number, last: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - page) <= 2) items.push(p);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

/** A list's pager (spec 1 §9): the total, previous and next, the pages around this one, and the page size. */
export function Pager({ page, pageSize, total, pageSizes, totalText, onChange }: Props) {
  const { t } = useTranslation('common');
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="data-table-pager" aria-label={t('pager.label')}>
      <span>{totalText}</span>
      <ul>
        <li>
          <button type="button" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onChange(page - 1, pageSize)}>‹</button>
        </li>
        {pageItems(page, last).map((item, index) => (
          item === 'gap'
            ? <li key={`gap-${index}`} className="data-table-pager-gap" aria-hidden>…</li>
            : (
              <li key={item}>
                <button type="button" aria-current={item === page ? 'page' : undefined} aria-label={t('pager.page', { page: item })}
                  onClick={() => onChange(item, pageSize)}>{item}</button>
              </li>
            )
        ))}
        <li>
          <button type="button" aria-label={t('pager.next')} disabled={page >= last} onClick={() => onChange(page + 1, pageSize)}>›</button>
        </li>
      </ul>
      {pageSizes.length > 1 && (
        <select aria-label={t('pager.size')} value={pageSize}
          // A new size starts again at page 1: the rows the operator was on would be at another page number.
          onChange={(e) => onChange(1, Number(e.target.value))}>
          {pageSizes.map((size) => <option key={size} value={size}>{t('pager.perPage', { count: size })}</option>)}
        </select>
      )}
    </nav>
  );
}
