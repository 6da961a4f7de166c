/**
 * The `audience` widget of entity edit forms, drawn for an audience field (`"audience": true`: collection
 * tasks' 填报对象, file resources' 可见范围): people through the forms' person selector, departments from the
 * organisation tree (with those below), roles from the role list — the same calls the message send dialog
 * uses (src/server/modules/people-picker-routes.ts), open to every signed-in user. Only ids are stored;
 * names of people already chosen are looked up by id. The server checks the shape (AUDIENCE_SCHEMA) and
 * resolves the people.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Select, Space, Tag, TreeSelect, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { call } from '../api/client.ts';
import { PersonDialog } from '../../widgets/person/dialog.tsx';
import { queryRoles, USER_PAGE_PATH, type Account, type PersonValue, type RoleOption } from '../../widgets/person/users.ts';
import { toTreeData, useOrgTree } from '../../widgets/deptcheck/org-tree.ts';
import { audienceOf, type AudienceValue } from '../../schemas/entity/field-kinds.ts';
import { fieldWidgetText } from './field-widgets-i18n.ts';

/** The pick call's page size: names of stored people are asked for in chunks of this many ids. */
const ID_CHUNK = 50;

/** The people a stored list of account ids names (unknown ids keep the id as their name). */
export async function peopleByIds(ids: readonly string[]): Promise<PersonValue[]> {
  const found = new Map<string, PersonValue>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    const answer = await call<{ records?: Account[] }>(USER_PAGE_PATH, { body: { page: 1, pageSize: ID_CHUNK, queryParam: { ids: chunk } }, quiet: true });
    for (const a of answer?.records ?? []) found.set(String(a.id), { id: String(a.id), humancode: a.humancode, humanname: a.humanname });
  }
  return ids.map((id) => found.get(id) ?? { id, humancode: id, humanname: id });
}

/** An audience with its empty lists dropped; undefined when nothing is chosen (everyone). */
function compact(value: Required<AudienceValue>): AudienceValue | undefined {
  const out: AudienceValue = {};
  if (value.accountIds.length) out.accountIds = value.accountIds;
  if (value.organizationIds.length) out.organizationIds = value.organizationIds;
  if (value.roleIds.length) out.roleIds = value.roleIds;
  return Object.keys(out).length ? out : undefined;
}

export function AudienceWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const audience = useMemo(() => audienceOf(props.value), [props.value]);
  const disabled = props.disabled || props.readonly;
  const { tree, failed: treeFailed } = useOrgTree();
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [rolesFailed, setRolesFailed] = useState(false);
  const [names, setNames] = useState<Map<string, PersonValue>>(new Map());
  const [picking, setPicking] = useState(false);
  const accountKey = audience.accountIds.join(',');

  useEffect(() => {
    let live = true;
    queryRoles().then(
      (list) => live && setRoles(list),
      () => live && setRolesFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  // Names of people chosen before this dialog opened (or by another tab) are looked up once each.
  useEffect(() => {
    const missing = accountKey ? accountKey.split(',').filter((id) => !names.has(id)) : [];
    if (!missing.length) return;
    let live = true;
    peopleByIds(missing).then(
      (people) => live && setNames((current) => new Map([...current, ...people.map((p) => [p.id, p] as const)])),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- names grow from this effect; keyed by the ids
  }, [accountKey]);

  const change = (next: Partial<AudienceValue>) => {
    props.onChange(compact({ ...audience, ...next } as Required<AudienceValue>));
    props.onBlur(props.id, props.value);
  };
  const people = audience.accountIds.map((id) => names.get(id) ?? { id, humancode: id, humanname: id });
  const empty = !audience.accountIds.length && !audience.organizationIds.length && !audience.roleIds.length;

  return (
    <div data-testid={`audience-widget-${props.name}`} id={props.id}>
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <div>
          <Typography.Text type="secondary">{t(fieldWidgetText('people'))}</Typography.Text>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }} data-testid="audience-people">
            {people.map((p) => (
              <Tag key={p.id} closable={!disabled} onClose={() => change({ accountIds: audience.accountIds.filter((id) => id !== p.id) })}>
                {p.humanname}
              </Tag>
            ))}
            {!disabled && (
              <Button size="small" icon={<UserAddOutlined />} onClick={() => setPicking(true)} data-testid="audience-choose-people">
                {t(fieldWidgetText('choosePeople'))}
              </Button>
            )}
          </div>
        </div>
        <div>
          <Typography.Text type="secondary">{t(fieldWidgetText('departments'))}</Typography.Text>
          <TreeSelect
            multiple
            style={{ width: '100%', marginTop: 4 }}
            treeData={toTreeData(tree)}
            value={audience.organizationIds}
            placeholder={t(fieldWidgetText('choose'))}
            showSearch
            treeNodeFilterProp="title"
            disabled={disabled}
            onChange={(ids: string[]) => change({ organizationIds: ids })}
            data-testid="audience-departments"
          />
        </div>
        <div>
          <Typography.Text type="secondary">{t(fieldWidgetText('roles'))}</Typography.Text>
          <Select
            mode="multiple"
            style={{ width: '100%', marginTop: 4 }}
            value={audience.roleIds}
            placeholder={t(fieldWidgetText('choose'))}
            options={roles.map((r) => ({ value: r.id, label: r.rolename }))}
            optionFilterProp="label"
            disabled={disabled}
            onChange={(ids: string[]) => change({ roleIds: ids })}
            data-testid="audience-roles"
          />
        </div>
        {treeFailed || rolesFailed ? <Alert type="warning" showIcon message={t(fieldWidgetText('loadFailed'))} /> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="audience-summary">
          {empty
            ? t(fieldWidgetText('everyone'))
            : t(fieldWidgetText('summary'), { people: audience.accountIds.length, departments: audience.organizationIds.length, roles: audience.roleIds.length })}
        </Typography.Text>
      </Space>
      {picking ? (
        <PersonDialog
          initial={people}
          multiple
          onConfirm={(chosen) => {
            setNames((current) => new Map([...current, ...chosen.map((p) => [p.id, p] as const)]));
            change({ accountIds: chosen.map((p) => p.id) });
            setPicking(false);
          }}
          onCancel={() => setPicking(false)}
        />
      ) : null}
    </div>
  );
}
