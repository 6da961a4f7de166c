/**
 * tree-select: one node (or several with `multiple`) of a tree: the widget's optionItems when it has
 * any, else the organisation tree. Defaults width 250, dropdown height 300, size small.
 */
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { OptionItem } from '../../schemas/form/types.ts';
import { bool, cssLength, locked, num, str, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { toTreeData, useOrgTree, type OrgTreeData } from '../deptcheck/org-tree.ts';

type Item = string | number;

function fromOptions(items: readonly OptionItem[]): OrgTreeData[] {
  return items.map((item) => ({
    title: String(item.label ?? item.value),
    value: String(item.value),
    key: String(item.value),
    ...(item.children?.length ? { children: fromOptions(item.children) } : {}),
  }));
}

export function TreeSelectView(props: ActionFieldProps<Item | Item[] | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const own = options.optionItems;
  const hasOwn = (own?.length ?? 0) > 0;
  const { tree, loading, failed } = useOrgTree(!hasOwn);
  const treeData = useMemo(() => (own && own.length > 0 ? fromOptions(own) : toTreeData(tree)), [own, tree]);
  const multiple = bool(options, 'multiple');
  const size = str(options, 'size', 'small');
  const value = multiple
    ? (Array.isArray(props.value) ? props.value : []).map(String)
    : props.value === null || props.value === undefined || props.value === ''
      ? undefined
      : String(props.value);
  return (
    <TreeSelect
      style={{ width: cssLength(options.width) ?? '250px' }}
      listHeight={num(options, 'height', 300)}
      treeData={treeData}
      value={value}
      onChange={(next: string | string[] | undefined) => props.onChange(multiple ? (next ?? []) : (next ?? null))}
      multiple={multiple}
      showSearch={bool(options, 'filterable') ? { treeNodeFilterProp: 'title' } : false}
      loading={!hasOwn && loading}
      status={!hasOwn && failed ? 'error' : ''}
      notFoundContent={!hasOwn && failed ? t('tree.loadFailed') : undefined}
      disabled={props.disabled}
      open={locked(props) ? false : undefined}
      size={size === 'large' ? 'large' : size === 'small' || size === 'mini' ? 'small' : 'middle'}
      placeholder={str(options, 'placeholder') || t('placeholder.select')}
      allowClear={bool(options, 'clearable', true) && !locked(props)}
      onBlur={() => props.onBlur?.()}
      onFocus={() => props.onFocus?.()}
      aria-label={str(options, 'label') || options.name}
    />
  );
}
