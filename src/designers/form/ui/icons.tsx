/**
 * The designer parts name their icons (antd icon names without the Outlined suffix, e.g. 'Edit'); the
 * whole icon set is loaded with the designer page only, which is a lazy route.
 */
import type { ComponentType } from 'react';
import * as Icons from '@ant-design/icons';
import { AppstoreOutlined } from '@ant-design/icons';

const table = Icons as unknown as Record<string, ComponentType | undefined>;

export function DesignerIcon({ name }: { name: string | undefined }) {
  const Icon = (name && (table[`${name}Outlined`] ?? table[name])) || AppstoreOutlined;
  return <Icon />;
}
