/**
 * The parts the selector dialogs share (spec process-designer §2: the user selector and the
 * organisation-relation selector): the organisation tree with its search box on the left, the
 * left/right layout that stacks on a phone, and the footer of chosen tags with the warning of an empty
 * confirm and the cancel / confirm buttons.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Col, Empty, Input, Row, Space, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useWidgetsT } from '../i18n.ts';
import type { OrgNode } from '../deptcheck/org-tree.ts';

interface TreeItem {
  title: string;
  key: string;
  children?: TreeItem[];
}

/** The tree limited to nodes whose name contains the text, with their ancestors. */
export function filterTree(nodes: readonly OrgNode[], text: string): TreeItem[] {
  const needle = text.trim().toLowerCase();
  return nodes.flatMap((node): TreeItem[] => {
    const children = filterTree(node.children ?? [], text);
    const hit = !needle || node.name.toLowerCase().includes(needle);
    if (!hit && children.length === 0) return [];
    return [{ title: node.name, key: String(node.id), ...(children.length ? { children } : {}) }];
  });
}

/** The searchable organisation tree; a click chooses an organisation, a second click on it clears the choice. */
export function OrgTreePane({ tree, selected, onSelect }: { tree: readonly OrgNode[]; selected: string | undefined; onSelect(id: string | undefined): void }) {
  const { t } = useWidgetsT();
  const [text, setText] = useState('');
  const treeData = useMemo(() => filterTree(tree, text), [tree, text]);
  return (
    <>
      <Input.Search allowClear placeholder={t('person.searchOrg')} value={text} onChange={(event) => setText(event.target.value)} style={{ marginBottom: 8 }} />
      <div className="selector-tree" style={{ maxHeight: 420, overflow: 'auto' }}>
        {treeData.length ? (
          <Tree treeData={treeData} defaultExpandAll selectedKeys={selected ? [selected] : []} onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : String(keys[0]))} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </div>
    </>
  );
}

/** Tree on the left, the rest on the right; one above the other on a phone. Without a tree, the rest alone. */
export function SelectorLayout({ tree, children }: { tree?: ReactNode; children: ReactNode }) {
  if (!tree) return <>{children}</>;
  return (
    <Row gutter={[16, 12]}>
      <Col xs={24} md={7}>
        {tree}
      </Col>
      <Col xs={24} md={17}>
        {children}
      </Col>
    </Row>
  );
}

export interface Chosen {
  key: string;
  label: string;
}

/** The chosen items as closable tags, the warning of an empty confirm, cancel and confirm. */
export function ChosenFooter(props: { testId: string; chosen: readonly Chosen[]; onRemove(key: string): void; warning: string | null; onCancel(): void; onConfirm(): void }) {
  const { t } = useWidgetsT();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <div style={{ textAlign: 'start' }} data-testid={props.testId}>
        <Typography.Text>{t('person.selected')}</Typography.Text>
        {props.chosen.map((item) => (
          <Tag key={item.key} closable onClose={() => props.onRemove(item.key)}>
            {item.label}
          </Tag>
        ))}
      </div>
      {props.warning && <Alert type="warning" showIcon title={props.warning} role="alert" />}
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button autoInsertSpace={false} onClick={props.onCancel}>{t('person.cancel')}</Button>
        <Button autoInsertSpace={false} type="primary" onClick={props.onConfirm}>
          {t('person.confirm')}
        </Button>
      </Space>
    </Space>
  );
}
