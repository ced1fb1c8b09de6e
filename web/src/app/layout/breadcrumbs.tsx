import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { useCrumbs } from '../../components/use-crumbs.ts';
import { Text } from '../../components/text/text.tsx';

const LABEL_STYLE = { maxWidth: 500 } as const;

/** One crumb per matched route with handle.crumb (spec 1 §2); the last is bold, long labels are cut, and shown whole on hover. */
export function Breadcrumbs() {
  const crumbs = useCrumbs();

  const items = crumbs.map((c, i) => {
    const last = i === crumbs.length - 1;
    const text = (
      <Text strong={last} ellipsis title={c.label} style={LABEL_STYLE}>
        {c.label}
      </Text>
    );
    return { key: c.id, title: last ? text : <Link to={c.path}>{text}</Link> };
  });
  return <Breadcrumb items={items} aria-label="breadcrumb" />;
}
