/**
 * 通讯录 (spec §2.3 TableTxlView and TableTxlView/bumen, §2.4 /addressBbookView): the staff directory.
 * `person` lists people, searched by name, pinyin and department, filtered to a department (and those
 * below it); `department` shows the organisation tree beside the chosen department's people. A row opens
 * the contact card. Holders of the export code download the list as it is filtered.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, App, Avatar, Button, Empty, Input, List, Segmented, Tree, TreeSelect, Typography } from 'antd';
import { DownloadOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { usePermission } from '../../../runtime/permission/usePermission.ts';
import { download } from '../../../runtime/api/transfer.ts';
import { useSpell } from '../../bpm/start-search.ts';
import { campusApi, useLoad, type Directory, type Person } from '../campus-api.ts';
import { LoadState } from '../LoadState.tsx';
import { useCampusT } from '../i18n.ts';
import { ContactCard } from './ContactCard.tsx';
import { departmentTree, headcounts, matchesPerson, withDescendants, type DepartmentNode } from './directory.ts';

export const ADDRESS_BOOK_EXPORT = 'sys_address_book_btn_export';

type Mode = 'person' | 'department';

const HALL_BOOK = '/service/index/TableTxlView';

interface TreeItem {
  key: string;
  value: string;
  title: string;
  children: TreeItem[];
}

/** `onMode` switches the view in place (the administration page); without it the view is a route of the hall. */
export default function AddressBookPage({ mode, onMode }: { mode: Mode; onMode?: (mode: Mode) => void }) {
  const { t } = useCampusT();
  const loaded = useLoad(campusApi.directory);
  return (
    <div className="fh-campus-page" data-testid="address-book">
      <LoadState loaded={loaded} failed={t('book.loadFailed')}>
        {(directory) => <Book directory={directory} mode={mode} onMode={onMode} />}
      </LoadState>
    </div>
  );
}

function Book({ directory, mode, onMode }: { directory: Directory; mode: Mode; onMode: ((mode: Mode) => void) | undefined }) {
  const { t } = useCampusT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const spell = useSpell();
  const { has } = usePermission();
  const [text, setText] = useState('');
  const [department, setDepartment] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState<Person>();
  const tree = useMemo(() => departmentTree(directory.departments), [directory.departments]);
  const counts = useMemo(() => headcounts(tree, directory.people), [tree, directory.people]);
  const names = useMemo(() => new Map(directory.departments.map((d) => [d.id, d.name])), [directory.departments]);
  const chosen = mode === 'department' ? (department ?? tree[0]?.id) : department;
  const within = useMemo(() => (chosen ? withDescendants(tree, chosen) : undefined), [tree, chosen]);
  const people = directory.people.filter(
    (person) => (!within || (person.organizationId !== null && within.has(person.organizationId))) && matchesPerson(person, names.get(person.organizationId ?? '') ?? '', text, spell),
  );
  const toTree = (nodes: DepartmentNode[]): TreeItem[] =>
    nodes.map((node) => ({ key: node.id, value: node.id, title: `${node.name} (${counts.get(node.id) ?? 0})`, children: toTree(node.children) }));
  const treeData = toTree(tree);
  const chosenNode = chosen ? directory.departments.find((d) => d.id === chosen) : undefined;

  const exportList = () =>
    void download('/addressBook/export', { body: { queryParam: { ...(chosen ? { organizationId: chosen } : {}), ...(text.trim() ? { name: text.trim() } : {}) } }, fallbackName: 'address-book.xlsx' }).then(
      () => message.success(t('book.exported')),
      (error: Error) => message.error(t('book.exportFailed', { message: error.message })),
    );

  const list = (
    <List
      className="fh-campus-people"
      dataSource={people}
      locale={{ emptyText: <Empty description={mode === 'department' && !text ? t('book.noMembers') : t('book.empty')} /> }}
      pagination={people.length > 30 ? { pageSize: 30, size: 'small', showSizeChanger: false } : false}
      renderItem={(person) => (
        <List.Item key={person.id} onClick={() => setOpen(person)} className="fh-campus-person" data-testid="address-book-person">
          <List.Item.Meta
            avatar={<Avatar className="fh-campus-avatar">{[...person.humanname][0]}</Avatar>}
            title={person.humanname}
            description={names.get(person.organizationId ?? '') ?? ''}
          />
          <div className="fh-campus-person-contact">
            {person.telephone && (
              <span>
                <PhoneOutlined /> {person.telephone}
              </span>
            )}
            {person.mobile && (
              <span>
                <PhoneOutlined /> {person.mobile}
              </span>
            )}
            {person.email && (
              <span className="fh-campus-email">
                <MailOutlined /> {person.email}
              </span>
            )}
          </div>
        </List.Item>
      )}
    />
  );

  return (
    <>
      <div className="fh-campus-toolbar">
        <Segmented<Mode>
          value={mode}
          onChange={(value) => (onMode ? onMode(value) : navigate(value === 'department' ? `${HALL_BOOK}/bumen` : HALL_BOOK))}
          options={[
            { value: 'person', label: t('book.byPerson') },
            { value: 'department', label: t('book.byDepartment') },
          ]}
          data-testid="address-book-mode"
        />
        <Input.Search allowClear placeholder={t('book.search')} value={text} onChange={(event) => setText(event.target.value)} className="fh-campus-search" data-testid="address-book-search" />
        {mode === 'person' && (
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t('book.allDepartments')}
            value={department}
            onChange={(value?: string) => setDepartment(value)}
            treeData={treeData}
            className="fh-campus-dept-select"
            data-testid="address-book-department"
          />
        )}
        <Typography.Text type="secondary" data-testid="address-book-count">
          {t('book.count', { count: people.length })}
        </Typography.Text>
        {has(ADDRESS_BOOK_EXPORT) && (
          <Button icon={<DownloadOutlined />} onClick={exportList} data-testid="address-book-export">
            {t('book.export')}
          </Button>
        )}
      </div>
      {directory.hidden.length > 0 && <Alert type="info" showIcon message={t('book.hiddenNote')} className="fh-campus-note" />}
      {mode === 'department' ? (
        <div className="fh-campus-split">
          <div className="fh-campus-tree" data-testid="address-book-tree">
            <Tree treeData={treeData} defaultExpandAll selectedKeys={chosen ? [chosen] : []} onSelect={(keys) => keys[0] && setDepartment(String(keys[0]))} blockNode />
          </div>
          <div className="fh-campus-members">
            {chosenNode && (
              <div className="fh-campus-dept-head">
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {chosenNode.name}
                </Typography.Title>
                <Typography.Text type="secondary">
                  {t('book.head')}: {chosenNode.headName ?? t('book.none')} · {t('book.count', { count: counts.get(chosenNode.id) ?? 0 })}
                </Typography.Text>
              </div>
            )}
            {list}
          </div>
        </div>
      ) : (
        list
      )}
      <ContactCard person={open} department={names.get(open?.organizationId ?? '') ?? ''} onClose={() => setOpen(undefined)} />
    </>
  );
}
