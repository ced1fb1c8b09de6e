import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/index.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useOutsideClick } from './use-outside-click.ts';

/**
 * English / 简体中文 as a button and a small menu, like the console header's switch but without antd's Dropdown
 * (issue #27). Each language is named in its own language.
 */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(open, root, close);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const onMenuKey = (event: React.KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      list[(at + (event.key === 'ArrowDown' ? 1 : list.length - 1)) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      setOpen(false);
      root.current?.querySelector<HTMLElement>('button')?.focus();
    }
  };

  return (
    <div className="lang-menu" ref={root}>
      <button
        type="button"
        className="lang-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
          <path d="M1.5 8h13M8 1.5c2 2 2 11 0 13M8 1.5c-2 2-2 11 0 13" fill="none" stroke="currentColor" strokeWidth="1.2" />
        </svg>
        {t(`language.${language}`)}
      </button>
      {open && (
        <ul role="menu" id={menuId} aria-label={t('languageChoice')} className="lang-menu__list" onKeyDown={onMenuKey}>
          {LANGUAGES.map((l) => (
            <li role="none" key={l}>
              <button
                type="button"
                role="menuitem"
                className={l === language ? 'lang-menu__item lang-menu__item--current' : 'lang-menu__item'}
                aria-current={l === language ? 'true' : undefined}
                onClick={() => { setOpen(false); void setLanguage(l); }}
              >
                {t(`language.${l}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
