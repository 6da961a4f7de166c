/**
 * The form-field permission dialog (spec §2, §3 field permission row): per field of the bound form
 * (nested ones included) hidden, read-only, required, carries the opinion, and a default value chosen
 * from the form variables' echo options or typed (a placeholder of an earlier step, `${days}`, from the
 * placeholder group; the server evaluates `${…}` defaults against the instance). The rules of setPermissionFlag keep each row meaningful; the
 * rows are written only on confirm, as one command.
 */
import { useState } from 'react';
import { AutoComplete, Checkbox, Modal, Table, Typography } from 'antd';
import { setPermissionDefault, setPermissionFlag, type FieldPermission, type PermissionFlag } from '../../../schemas/bpmn/index.ts';
import { usePdT } from './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers earlier.defaultPlaceholder
import './i18n-earlier.ts';
import type { EchoOption } from './panel-data.ts';

const FLAGS: PermissionFlag[] = ['hidden', 'disabled', 'required', 'reason'];

interface Props {
  initial: FieldPermission[];
  /** Field names the form has (rows of other names are kept but marked). */
  present: ReadonlySet<string>;
  echo: EchoOption[];
  onConfirm(rows: FieldPermission[]): void;
  onCancel(): void;
}

export function FormPermissionDialog({ initial, present, echo, onConfirm, onCancel }: Props) {
  const { t } = usePdT();
  const [rows, setRows] = useState(initial);
  const columns = [
    {
      title: t('sec.permissionCols.label'),
      dataIndex: 'label',
      render: (_: unknown, row: FieldPermission) => (
        <span>
          {row.label} <Typography.Text type="secondary">{row.name}</Typography.Text>
          {!present.has(row.name) && <Typography.Text type="warning"> {t('sec.permissionGone')}</Typography.Text>}
        </span>
      ),
    },
    ...FLAGS.map((flag) => ({
      title: t(`sec.permissionCols.${flag}`),
      width: 84,
      render: (_: unknown, row: FieldPermission) => (
        <Checkbox data-testid={`pd-perm-${row.name}-${flag}`} checked={row[flag]} onChange={(event) => setRows((old) => setPermissionFlag(old, row.name, flag, event.target.checked))} />
      ),
    })),
    {
      title: t('sec.permissionCols.defaultValue'),
      width: 170,
      render: (_: unknown, row: FieldPermission) => (
        <AutoComplete size="small" allowClear style={{ width: '100%' }} data-testid={`pd-perm-${row.name}-default`} placeholder={t('earlier.defaultPlaceholder')}
          value={typeof row.defaultValue === 'string' ? row.defaultValue : undefined}
          options={echo.map((option) => ({ value: option.value, label: `${option.name}（${option.value}）` }))}
          onChange={(value: string | undefined) => setRows((old) => setPermissionDefault(old, row.name, value?.trim() ? value : null))} />
      ),
    },
  ];
  return (
    <Modal open width={860} title={t('sec.permissionTitle')} okText={t('ok')} cancelText={t('cancel')} onOk={() => onConfirm(rows)} onCancel={onCancel} maskClosable={false}>
      <Table<FieldPermission> data-testid="pd-perm-table" size="small" rowKey="name" pagination={false} scroll={{ y: 420, x: 700 }} columns={columns} dataSource={rows} />
    </Modal>
  );
}
