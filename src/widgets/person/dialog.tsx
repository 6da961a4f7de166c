/**
 * The user selector: the organisation tree with a search box on the left, a name filter and the user
 * table (10 a page) on the right, the chosen users as tags in the footer. Confirming with nobody chosen
 * says 请选择用户. Single mode keeps one user; the choice survives paging.
 */
import { Alert, Button, Input, Modal, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useWidgetsT } from '../i18n.ts';
import { useOrgTree } from '../deptcheck/org-tree.ts';
import { ChosenFooter, OrgTreePane, SelectorLayout } from './selector-parts.tsx';
import { PAGE_SIZE, queryRoles, queryUsers, toPerson, type Account, type PersonValue, type RoleOption } from './users.ts';

export { filterTree } from './selector-parts.tsx';

export function PersonDialog(props: { initial: PersonValue[]; multiple: boolean; onConfirm(people: PersonValue[]): void; onCancel(): void }) {
  const { t } = useWidgetsT();
  const { tree } = useOrgTree();
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
        <ChosenFooter
          testId="person-chosen"
          chosen={chosen.map((person) => ({ key: person.id, label: person.humanname }))}
          onRemove={(id) => setChosen((current) => current.filter((p) => p.id !== id))}
          warning={empty ? t('person.pickUser') : null}
          onCancel={props.onCancel}
          onConfirm={confirm}
        />
      }
    >
      <SelectorLayout
        tree={
          <OrgTreePane
            tree={tree}
            selected={organizationId}
            onSelect={(id) => {
              setOrganizationId(id);
              setPage(1);
            }}
          />
        }
      >
        <Space wrap style={{ marginBottom: 8 }}>
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
      </SelectorLayout>
    </Modal>
  );
}
