/**
 * department (customised VForm of the corpus): one organisation picked from the organisation tree.
 * The corpus' `reqUrl` points at the designer author's own test server, so the platform's tree is used.
 */
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { controlSize, locked, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { toTreeData, useOrgTree } from '../deptcheck/org-tree.ts';

export function DepartmentView(props: ActionFieldProps<string | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const { tree, loading, failed } = useOrgTree();
  const treeData = useMemo(() => toTreeData(tree), [tree]);
  return (
    <TreeSelect
      style={widthStyle(options)}
      treeData={treeData}
      value={props.value || undefined}
      onChange={(id: string | undefined) => props.onChange(id ?? null)}
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
