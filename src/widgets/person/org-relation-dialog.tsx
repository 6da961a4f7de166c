/**
 * The organisation-relation selector (process-designer §2 "organisation-relation selector dialog (tree
 * plus table)", §3 organisation attribute: id, attributeName, status, orgName, attributeValueName, §5
 * 请选择组织关系): built like the user selector from its parts (selector-parts.tsx) — the organisation
 * tree with its search box on the left, a text filter and the paged table (10 a page) on the right, the
 * chosen relations as tags in the footer. A relation whose holder is disabled (status 1) is shown but
 * cannot be chosen. The choice survives paging and filtering.
 *
 * `kind: 'attribute'` chooses the attributes themselves (发起人组织关系 names an attribute, resolved in
 * the initiator's own organisation): the same dialog without the tree, the table listing attributes.
 */
import { Alert, Button, Input, Modal, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useOrgTree } from '../deptcheck/org-tree.ts';
import { ChosenFooter, OrgTreePane, SelectorLayout } from './selector-parts.tsx';
import { queryAttributes, queryRelations, relationName, type Attribute, type Page, type Relation } from './org-relations.ts';
import { useWidgetsT } from './relation-i18n.ts';
import { PAGE_SIZE } from './users.ts';

export interface RelationPick {
  id: string;
  name: string;
}

type Row = Relation | Attribute;

interface Props {
  kind: 'relation' | 'attribute';
  initial: readonly RelationPick[];
  onConfirm(picks: RelationPick[]): void;
  onCancel(): void;
}

const isRelation = (row: Row): row is Relation => 'humancode' in row;
const pickOf = (row: Row): RelationPick => ({ id: row.id, name: isRelation(row) ? relationName(row) : row.attributeName });

export function OrgRelationDialog({ kind, initial, onConfirm, onCancel }: Props) {
  const { t } = useWidgetsT();
  const relations = kind === 'relation';
  const { tree } = useOrgTree(relations);
  const [organizationId, setOrganizationId] = useState<string>();
  const [nameInput, setNameInput] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const queryKey = JSON.stringify([kind, page, name, organizationId ?? null]);
  // The answer remembers which query it answers, so "loading" is derived rather than set in the effect.
  const [rows, setRows] = useState<Page<Row> & { key: string; failed: boolean }>({ key: '', records: [], total: 0, failed: false });
  const [chosen, setChosen] = useState<RelationPick[]>([...initial]);
  const [empty, setEmpty] = useState(false);

  useEffect(() => {
    let live = true;
    const key = JSON.stringify([kind, page, name, organizationId ?? null]);
    const load: Promise<Page<Row>> = kind === 'relation' ? queryRelations({ page, name, organizationId }) : queryAttributes({ page, name });
    load.then(
      (answer) => live && setRows({ key, ...answer, failed: false }),
      () => live && setRows({ key, records: [], total: 0, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [kind, page, name, organizationId]);

  const choose = (changed: readonly Row[], on: boolean) => {
    setEmpty(false);
    setChosen((current) => {
      const without = current.filter((pick) => !changed.some((row) => row.id === pick.id));
      return on ? [...without, ...changed.map(pickOf)] : without;
    });
  };
  const search = () => {
    setName(nameInput);
    setPage(1);
  };
  const confirm = () => {
    if (chosen.length === 0) return setEmpty(true);
    onConfirm(chosen);
  };

  const columns: ColumnsType<Row> = relations
    ? [
        { title: t('relation.attributeName'), key: 'attributeName', render: (_, row) => (row as Relation).attributeName },
        { title: t('relation.orgName'), key: 'orgName', render: (_, row) => (row as Relation).orgName },
        { title: t('relation.attributeValueName'), key: 'person', render: (_, row) => `${(row as Relation).attributeValueName}（${(row as Relation).humancode}）` },
        {
          title: t('relation.status'),
          key: 'status',
          width: 80,
          render: (_, row) => <Tag color={(row as Relation).status === 1 ? 'default' : 'green'}>{t(`relation.statuses.${(row as Relation).status === 1 ? 1 : 0}`)}</Tag>,
        },
      ]
    : [
        { title: t('relation.attributeName'), key: 'attributeName', render: (_, row) => (row as Attribute).attributeName },
        { title: t('relation.code'), key: 'code', render: (_, row) => (row as Attribute).code },
        { title: t('relation.holders'), key: 'holders', width: 100, render: (_, row) => (row as Attribute).holders },
      ];

  const table = (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Input
          placeholder={t(relations ? 'relation.search' : 'relation.attributeSearch')}
          aria-label={t(relations ? 'relation.search' : 'relation.attributeSearch')}
          value={nameInput}
          onChange={(event) => setNameInput(event.target.value)}
          onPressEnter={search}
          allowClear
        />
        <Button autoInsertSpace={false} type="primary" onClick={search}>
          {t('person.search')}
        </Button>
        <Button
          autoInsertSpace={false}
          onClick={() => {
            setNameInput('');
            setName('');
            setOrganizationId(undefined);
            setPage(1);
          }}
        >
          {t('person.reset')}
        </Button>
      </Space>
      {rows.failed && <Alert type="error" showIcon title={t('relation.loadFailed')} style={{ marginBottom: 8 }} />}
      <Table<Row>
        data-testid="relation-table"
        rowKey="id"
        size="small"
        loading={rows.key !== queryKey}
        dataSource={rows.records}
        columns={columns}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: chosen.map((pick) => pick.id),
          preserveSelectedRowKeys: true,
          // A relation nobody holds any more resolves to nobody: shown, not choosable.
          getCheckboxProps: (row) => ({ disabled: isRelation(row) && row.status === 1 }),
          onSelect: (row, on) => choose([row], on),
          onSelectAll: (on, _selected, changed) => choose(changed, on),
        }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: rows.total, showSizeChanger: false, onChange: setPage }}
      />
    </>
  );

  return (
    <Modal
      open
      title={t(relations ? 'relation.title' : 'relation.attributeTitle')}
      width={960}
      onCancel={onCancel}
      footer={
        <ChosenFooter
          testId="relation-chosen"
          chosen={chosen.map((pick) => ({ key: pick.id, label: pick.name }))}
          onRemove={(id) => setChosen((current) => current.filter((pick) => pick.id !== id))}
          warning={empty ? t(relations ? 'relation.pick' : 'relation.pickAttribute') : null}
          onCancel={onCancel}
          onConfirm={confirm}
        />
      }
    >
      <SelectorLayout
        tree={
          relations ? (
            <OrgTreePane
              tree={tree}
              selected={organizationId}
              onSelect={(id) => {
                setOrganizationId(id);
                setPage(1);
              }}
            />
          ) : undefined
        }
      >
        {table}
      </SelectorLayout>
    </Modal>
  );
}
