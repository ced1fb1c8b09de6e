import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { useCrumbs } from './use-crumbs.ts';
import { Title } from './text/text.tsx';

interface Props {
  /** The screen's title; by default the name of its route (the last breadcrumb, i.e. its menu entry). */
  title?: ReactNode;
  /** The screen's main action(s), e.g. Add or Upload, on the right. */
  actions?: ReactNode;
}

/**
 * The head of a list screen: its title, and its main action where the eye looks for it, so every list
 * screen reads the same (issue 16). Filters and the search stay under it, beside the table they narrow.
 */
export function PageHeader({ title, actions }: Props) {
  const crumbs = useCrumbs();
  const shown = title ?? crumbs.at(-1)?.label ?? '';
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 4 }}>
      <Title level={4} style={{ margin: 0 }}>{shown}</Title>
      {actions && <Flex gap={8} wrap>{actions}</Flex>}
    </Flex>
  );
}
