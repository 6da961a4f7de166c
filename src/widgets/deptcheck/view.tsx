/**
 * deptcheck: a dropdown holding a check-tree of organisations. The value is the list of checked
 * organisation ids; with `multiple` off only one node can be checked, and checking another replaces it.
 */
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { bool, controlSize, locked, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { namesById, toTreeData, useOrgTree } from './org-tree.ts';

/** The next checked list: with multiple off, the newly checked id alone. */
export function nextChecked(previous: readonly string[], checked: readonly string[], multiple: boolean): string[] {
  if (multiple) return [...checked];
  const added = checked.filter((id) => !previous.includes(id));
  if (added.length > 0) return [added[added.length - 1]!];
  return checked.length > 0 ? [checked[checked.length - 1]!] : [];
}

export function DeptcheckView(props: ActionFieldProps<string[] | string | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const multiple = bool(options, 'multiple', true);
  const { tree, loading, failed } = useOrgTree();
  const treeData = useMemo(() => toTreeData(tree), [tree]);
  const names = useMemo(() => namesById(tree), [tree]);
  const value = Array.isArray(props.value) ? props.value.map(String) : typeof props.value === 'string' && props.value ? [props.value] : [];
  return (
    <TreeSelect
      style={widthStyle(options)}
      treeData={treeData}
      // Strict checking answers labelled values; an id not (yet) in the tree shows as itself.
      value={value.map((id) => ({ value: id, label: names.get(id) ?? id }))}
      onChange={(checked: { value: string }[] | undefined) => {
        const ids = (checked ?? []).map((item) => String(item.value));
        props.onChange(nextChecked(value, ids, multiple));
      }}
      treeCheckable
      treeCheckStrictly
      multiple
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      loading={loading}
      status={failed ? 'error' : ''}
      notFoundContent={failed ? t('tree.loadFailed') : undefined}
      disabled={props.disabled}
      open={locked(props) ? false : undefined}
      size={controlSize(options, props.size)}
      placeholder={str(options, 'placeholder') || t('placeholder.select')}
      allowClear={!locked(props)}
      onBlur={() => props.onBlur?.()}
      onFocus={() => props.onFocus?.()}
      aria-label={str(options, 'label') || options.name}
    />
  );
}
