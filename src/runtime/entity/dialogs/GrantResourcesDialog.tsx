/** Grants a role its menus and buttons with a checkable resource tree (sytPermissionRole/grant). */
import { useEffect, useState } from 'react';
import { Alert, Modal, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, errorText } from '../../api/client.ts';
import type { ActionDialogProps } from './registry.ts';

interface ResourceNode {
  id: string;
  label: string;
  labelEn: string | null;
  type: number;
  permission: string | null;
  children: ResourceNode[];
}

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}

function toTree(nodes: ResourceNode[], english: boolean): TreeItem[] {
  return nodes.map((n) => ({
    key: n.id,
    title: `${english && n.labelEn ? n.labelEn : n.label}${n.permission ? ` (${n.permission})` : ''}`,
    children: toTree(n.children, english),
  }));
}

export function GrantResourcesDialog({ entity, row, onClose, onDone }: ActionDialogProps) {
  const { t, i18n } = useTranslation();
  const [tree, setTree] = useState<ResourceNode[]>();
  const [checked, setChecked] = useState<string[]>([]);
  const [halfChecked, setHalfChecked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    Promise.all([call<ResourceNode[]>('/sytPermissionResources/treeList', { body: {}, quiet: true }), call<string[]>(`/${entity.name}/resources`, { body: { id: row.id }, quiet: true })])
      .then(([nodes, granted]) => {
        setTree(nodes);
        // Only leaves are set as checked: the tree derives the state of their parents.
        const parents = new Set<string>();
        const walk = (list: ResourceNode[]) => list.forEach((n) => n.children.length && (parents.add(n.id), walk(n.children)));
        walk(nodes);
        setChecked(granted.filter((id) => !parents.has(id)));
      })
      .catch((e: unknown) => setError(errorText(e, t('common.serviceError'))));
  }, [entity.name, row.id, t]);

  async function save() {
    setSaving(true);
    try {
      // A granted child needs its parents granted too, or the menu could not show it.
      await call(`/${entity.name}/grant`, { body: { id: row.id, resourceIds: [...checked, ...halfChecked] }, quiet: true });
      onDone();
    } catch (e) {
      setError(errorText(e, t('common.serviceError')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title={t('entity.grantTitle', { name: String(row.rolename ?? '') })} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText={t('common.ok')} cancelText={t('common.cancel')} width={640}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {!tree ? (
        <Spin />
      ) : (
        <div style={{ maxHeight: 480, overflow: 'auto' }} data-testid="grant-tree">
          <Tree
            checkable
            defaultExpandAll
            selectable={false}
            treeData={toTree(tree, i18n.language === 'en')}
            checkedKeys={checked}
            onCheck={(keys, info) => {
              setChecked((Array.isArray(keys) ? keys : keys.checked).map(String));
              setHalfChecked((info.halfCheckedKeys ?? []).map(String));
            }}
          />
        </div>
      )}
    </Modal>
  );
}
