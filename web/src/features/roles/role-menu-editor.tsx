import { Checkbox, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { roles } from '@gwn/contract/console';
import { isFixedMenu, toggleAction, toggleMenu } from './role-selection.ts';

type Node = roles.RoleMenuNode;
interface Props { nodes: readonly Node[]; value: ReadonlySet<string>; onChange: (next: Set<string>) => void; disabled?: boolean }

/**
 * The role editor's menu tree: one checkbox per menu, children indented below. A menu's actions sit under it as one
 * group, indented and ruled on the left in aligned columns, so even Enterprise's eleven read as that menu's actions,
 * not as more menus (issue 26). What the operator does not hold (`grantable`, `authorityGrantable` from the service)
 * is disabled: shown, never changed.
 */
export function RoleMenuEditor({ nodes, value, onChange, disabled = false }: Props) {
  const { t } = useTranslation(['roles', 'menu']);
  const { token } = theme.useToken();
  const render = (list: readonly Node[], all: readonly Node[], depth: number) => list.map((n) => (
    <div key={n.menuId} style={{ marginLeft: depth * 24, marginTop: 4 }} data-menu={n.menuId}>
      <Checkbox checked={value.has(n.menuId)} disabled={disabled || isFixedMenu(n.menuId) || !n.grantable}
        onChange={(e) => onChange(toggleMenu(all, value, n.menuId, e.target.checked))}>
        {t(`menu:${n.menuId}`)}
      </Checkbox>
      {n.authority.length > 0 && (
        <div role="group" aria-label={t('actionsOf', { menu: t(`menu:${n.menuId}`) })} data-actions-of={n.menuId}
          style={{
            display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '2px 12px',
            margin: '2px 0 6px 24px', padding: '2px 0 2px 12px', borderInlineStart: `2px solid ${token.colorBorderSecondary}`,
          }}>
          {n.authority.map((a) => (
            <Checkbox key={a} checked={value.has(a)} disabled={disabled || !n.authorityGrantable.includes(a)}
              aria-label={`${t(`menu:${n.menuId}`)}: ${t(`action.${a}`)}`}
              onChange={(e) => onChange(toggleAction(all, value, n.menuId, a, e.target.checked))}>
              {t(`action.${a}`)}
            </Checkbox>
          ))}
        </div>
      )}
      {render(n.children, all, depth + 1)}
    </div>
  ));
  return <div role="group" aria-label={t('field.menus')}>{render(nodes, nodes, 0)}</div>;
}
