import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Spin, theme, type InputRef } from 'antd';
import { Input } from '../../components/inputs.ts';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/api-error.ts';
import { useMenuList } from '../../api/menus.ts';
import { LIST_PARAMS } from '../../components/list/list-params.ts';
import { i18next, LANGUAGES } from '../../i18n/index.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { openEnterprisePath } from '../../lib/open-enterprise.ts';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { filterScreens, screensOf } from './palette-match.ts';
import { usePaletteSearch } from './use-palette-search.ts';
import { Text } from '../../components/text/text.tsx';

/** One choice of the list: what it shows and what Enter (or a click) does. */
interface PaletteOption {
  id: string;
  label: ReactNode;
  detail?: ReactNode;
  run: () => void;
}

interface PaletteGroup {
  key: 'screens' | 'enterprises' | 'devices';
  title: string;
  options: PaletteOption[];
  /** Shown instead of (or under) the options: a spinner, "no matches", an error. */
  state?: ReactNode;
}

/** Screens shown at most: the rest are a few more letters away. */
const SCREEN_ROWS = 8;

/** The menu names in both languages are loaded once, so a screen is found by either. */
function useBothLanguagesLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => LANGUAGES.every((l) => i18next.hasResourceBundle(l, 'menu')));
  useEffect(() => {
    if (!loaded) void i18next.loadLanguages([...LANGUAGES]).then(() => setLoaded(true));
  }, [loaded]);
  return loaded;
}

/**
 * The palette itself: a combobox over one listbox of grouped options (screens, enterprises, APs). Arrow keys move,
 * Enter opens, Esc closes (the dialog); the dialog keeps the focus inside while open.
 */
export function PaletteDialog({ onClose, inputRef }: { onClose: () => void; inputRef: Ref<InputRef> }) {
  const { t, i18n } = useTranslation(['palette', 'menu']);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const region = useCurrentRegion();
  const [text, setText] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const listId = useId();
  const { data: menus = [] } = useMenuList();
  const bothLoaded = useBothLanguagesLoaded();
  const found = usePaletteSearch(text);

  const screens = useMemo(
    () => screensOf(menus, (language, id) => i18next.getFixedT(language, 'menu')(id), i18n.language, bothLoaded ? LANGUAGES : [i18n.language]),
    [menus, i18n.language, bothLoaded],
  );

  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  const listPath = (route: string, search: string) => `${route}?${LIST_PARAMS.search}=${encodeURIComponent(search)}`;

  const groups: PaletteGroup[] = [];
  const matchingScreens = filterScreens(screens, text).slice(0, SCREEN_ROWS);
  if (matchingScreens.length > 0) {
    groups.push({
      key: 'screens', title: t('group.screens'),
      options: matchingScreens.map((s) => ({
        id: `screen-${s.menuId}`, label: s.label, detail: s.group ?? undefined, run: () => go(s.route),
      })),
    });
  }
  if (found.enterprises) {
    const { data, isFetching, error } = found.enterprises;
    const rows = found.settling ? [] : data?.result ?? [];
    groups.push({
      key: 'enterprises', title: t('group.enterprises'),
      options: [
        ...rows.map((row) => ({
          id: `enterprise-${row.id}`, label: row.enterpriseName || row.username,
          detail: [row.username, row.email].filter(Boolean).join(' · '),
          run: () => go(openEnterprisePath(row, region)),
        })),
        ...(data && !found.settling && data.total > rows.length ? [{
          id: 'enterprise-all', label: t('showAll', { count: data.total, search: found.search }),
          run: () => go(listPath('/enterprise', found.search)),
        }] : []),
      ],
      state: groupState(found.settling || isFetching, error, rows.length === 0, t('noEnterprises')),
    });
  }
  if (found.devices) {
    const { data, isFetching, error } = found.devices;
    const rows = found.settling ? [] : data?.result ?? [];
    groups.push({
      key: 'devices', title: t('group.devices'),
      options: [
        // The service sends the MAC as shown (AA:BB:CC:DD:EE:FF); the AP list takes it as its search.
        ...rows.map((row) => ({
          id: `device-${row.mac}`, label: row.mac,
          detail: [row.apType, row.enterprise].filter(Boolean).join(' · '),
          run: () => go(listPath('/ap', row.mac)),
        })),
        ...(data && !found.settling && data.total > rows.length ? [{
          id: 'device-all', label: t('showAll', { count: data.total, search: found.search }),
          run: () => go(listPath('/ap', found.search)),
        }] : []),
      ],
      state: groupState(found.settling || isFetching, error, rows.length === 0, t('noDevices')),
    });
  }

  const options = groups.flatMap((g) => g.options);
  const active = options.find((o) => o.id === activeId) ?? options[0];
  const optionDomId = (id: string) => `${listId}-${id}`;

  useEffect(() => {
    if (active) document.getElementById(optionDomId(active.id))?.scrollIntoView({ block: 'nearest' });
  });

  const move = (step: number) => {
    if (options.length === 0 || !active) return;
    const at = options.indexOf(active);
    setActiveId(options[(at + step + options.length) % options.length]?.id ?? null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (e.key === 'Enter' && active) active.run();
    // The dialog closes on Esc too, but only once its own element has the focus; the input has it.
    else if (e.key === 'Escape') onClose();
    else return;
    e.preventDefault();
  };

  return (
    <div>
      <Input
        ref={inputRef} autoFocus variant="borderless" size="large" prefix={<SearchOutlined />}
        placeholder={t('placeholder')} value={text} maxLength={128}
        onChange={(e) => {
          setText(e.target.value);
          setActiveId(null);
        }}
        onKeyDown={onKeyDown}
        role="combobox" aria-label={t('title')} aria-expanded={options.length > 0} aria-controls={listId}
        aria-autocomplete="list" aria-activedescendant={active ? optionDomId(active.id) : undefined}
        style={{ padding: '12px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}`, borderRadius: 0 }}
      />
      <div id={listId} role="listbox" aria-label={t('results')} style={{ maxHeight: 420, overflowY: 'auto', padding: '4px 0' }}>
        {groups.map((g) => (
          <div key={g.key} role="group" aria-labelledby={`${listId}-${g.key}`}>
            <Text type="secondary" id={`${listId}-${g.key}`} style={{ display: 'block', padding: '8px 16px 4px', fontSize: 12 }}>
              {g.title}
            </Text>
            {g.options.map((o) => (
              <div
                key={o.id} id={optionDomId(o.id)} role="option" aria-selected={o === active}
                onMouseMove={() => setActiveId(o.id)} onClick={o.run}
                style={{
                  display: 'flex', justifyContent: 'space-between', gap: 16, padding: '8px 16px', cursor: 'pointer',
                  background: o === active ? token.controlItemBgActive : undefined,
                }}
              >
                <span>{o.label}</span>
                {o.detail && <Text type="secondary" ellipsis style={{ maxWidth: '60%' }}>{o.detail}</Text>}
              </div>
            ))}
            {g.state}
          </div>
        ))}
        {groups.length === 0 && <EmptyState description={t('nothing')} />}
      </div>
      <Text type="secondary" style={{ display: 'block', padding: '8px 16px', fontSize: 12, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        {t('hint')}
      </Text>
    </div>
  );
}

/** Under a search group: a spinner while asking, the error's text, or "no matches". */
function groupState(loading: boolean, error: Error | null, empty: boolean, noMatches: string): ReactNode {
  const style = { display: 'block', padding: '4px 16px 8px' };
  if (loading) return <Spin size="small" style={style} />;
  if (error) return <Text type="danger" style={style}>{errorText(error)}</Text>;
  if (empty) return <Text type="secondary" style={style}>{noMatches}</Text>;
  return null;
}
