/**
 * The user selector: the organisation tree with a search box on the left, a name filter and the user
 * table (10 a page) on the right, the chosen users as tags in the footer. Confirming with nobody chosen
 * says 请选择用户. Single mode keeps one user; the choice survives paging.
 */
import { Alert, Button, Col, Empty, Input, Modal, Row, Select, Space, Table, Tag, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useWidgetsT } from '../i18n.ts';
import { useOrgTree, type OrgNode } from '../deptcheck/org-tree.ts';
import { PAGE_SIZE, queryRoles, queryUsers, toPerson, type Account, type PersonValue, type RoleOption } from './users.ts';

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

export function PersonDialog(props: { initial: PersonValue[]; multiple: boolean; onConfirm(people: PersonValue[]): void; onCancel(): void }) {
  const { t } = useWidgetsT();
  const { tree } = useOrgTree();
  const [orgText, setOrgText] = useState('');
  const [organizationId, setOrganizationId] = useState<string>();
  const [nameInput, setNameInput] = useState('');
  const [name, setName] = useState('');
  const [roleId, setRoleId] = useState<string>();
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [page, setPage] = useState(1);
  // The answer remembers which query it answers, so "loading" is derived rather than set in the effect.
  const queryKey = JSON.stringify([page, name, organizationId ?? null, roleId ?? null]);
  const [rows, setRows] = useState<{ key: string; records: Account[]; total: number; failed: boolean }>({ key: '', records: [], total: 0, failed: false });
  const loading = rows.key !== queryKey;
  const [chosen, setChosen] = useState<PersonValue[]>(props.initial);
  const [empty, setEmpty] = useState(false);
  const treeData = useMemo(() => filterTree(tree, orgText), [tree, orgText]);

  useEffect(() => {
    let live = true;
    const key = JSON.stringify([page, name, organizationId ?? null, roleId ?? null]);
    queryUsers({ page, name, organizationId, roleId }).then(
      (answer) => live && setRows({ key, ...answer, failed: false }),
      () => live && setRows({ key, records: [], total: 0, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [page, name, organizationId, roleId]);

  useEffect(() => {
    let live = true;
    // Without the roles the filter is just not offered; the people list still works.
    queryRoles().then(
      (list) => live && setRoles(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  function choose(accounts: Account[], on: boolean) {
    setEmpty(false);
    setChosen((current) => {
      if (!props.multiple) return on ? accounts.slice(-1).map(toPerson) : current.filter((person) => !accounts.some((a) => String(a.id) === person.id));
      const without = current.filter((person) => !accounts.some((a) => String(a.id) === person.id));
      return on ? [...without, ...accounts.map(toPerson)] : without;
    });
  }

  function confirm() {
    if (chosen.length === 0) {
      setEmpty(true);
      return;
    }
    props.onConfirm(chosen);
  }

  return (
    <Modal
      open
      title={t('person.title')}
      width={960}
      onCancel={props.onCancel}
      footer={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <div style={{ textAlign: 'start' }} data-testid="person-chosen">
            <Typography.Text>{t('person.selected')}</Typography.Text>
            {chosen.map((person) => (
              <Tag key={person.id} closable onClose={() => setChosen((current) => current.filter((p) => p.id !== person.id))}>
                {person.humanname}
              </Tag>
            ))}
          </div>
          {empty && <Alert type="warning" showIcon title={t('person.pickUser')} role="alert" />}
          <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button autoInsertSpace={false} onClick={props.onCancel}>{t('person.cancel')}</Button>
            <Button autoInsertSpace={false} type="primary" onClick={confirm}>
              {t('person.confirm')}
            </Button>
          </Space>
        </Space>
      }
    >
      <Row gutter={16}>
        <Col span={7}>
          <Input.Search allowClear placeholder={t('person.searchOrg')} value={orgText} onChange={(event) => setOrgText(event.target.value)} style={{ marginBottom: 8 }} />
          <div style={{ maxHeight: 420, overflow: 'auto' }}>
            {treeData.length ? (
              <Tree
                treeData={treeData}
                defaultExpandAll
                selectedKeys={organizationId ? [organizationId] : []}
                onSelect={(keys) => {
                  setOrganizationId(keys[0] === undefined ? undefined : String(keys[0]));
                  setPage(1);
                }}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </div>
        </Col>
        <Col span={17}>
          <Space style={{ marginBottom: 8 }}>
            <Input placeholder={t('person.name')} aria-label={t('person.name')} value={nameInput} onChange={(event) => setNameInput(event.target.value)} onPressEnter={() => (setName(nameInput), setPage(1))} allowClear />
            {roles.length > 0 && (
              <Select
                allowClear
                placeholder={t('person.role')}
                aria-label={t('person.role')}
                style={{ minWidth: 120 }}
                value={roleId}
                options={roles.map((role) => ({ value: role.id, label: role.rolename }))}
                onChange={(value?: string) => (setRoleId(value), setPage(1))}
              />
            )}
            <Button autoInsertSpace={false} type="primary" onClick={() => (setName(nameInput), setPage(1))}>
              {t('person.search')}
            </Button>
            <Button
              onClick={() => {
                setNameInput('');
                setName('');
                setRoleId(undefined);
                setOrganizationId(undefined);
                setPage(1);
              }}
            >
              {t('person.reset')}
            </Button>
          </Space>
          {rows.failed && <Alert type="error" showIcon title={t('person.loadFailed')} style={{ marginBottom: 8 }} />}
          <Table<Account>
            rowKey={(row) => String(row.id)}
            size="small"
            loading={loading}
            dataSource={rows.records}
            columns={[
              { title: t('person.name'), dataIndex: 'humanname' },
              { title: t('person.humancode'), dataIndex: 'humancode' },
              { title: t('person.organization'), render: (_, row) => row.$labels?.organizationId ?? '' },
            ]}
            rowSelection={{
              type: props.multiple ? 'checkbox' : 'radio',
              selectedRowKeys: chosen.map((person) => person.id),
              preserveSelectedRowKeys: true,
              onSelect: (row, on) => choose([row], on),
              onSelectAll: (on, _selected, changed) => choose(changed, on),
            }}
            onRow={(row) => ({ onDoubleClick: () => choose([row], true) })}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: rows.total, showSizeChanger: false, onChange: setPage }}
          />
        </Col>
      </Row>
    </Modal>
  );
}
