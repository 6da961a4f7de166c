/**
 * Copy-to recipients of a user task (spec §2 section 6, §3 CC item): users through the person
 * selector, departments from the organisation tree, roles (status 1 disabled); and when the copy goes
 * out (before or after approval, extendData copyTime). Each change rewrites the node's CopyItem elements.
 */
import { useEffect, useState } from 'react';
import { Button, Form, Radio, Select, Space, Tag, TreeSelect } from 'antd';
import { copyItemSpecs, readUserTaskSettings, withCopyTarget, type CopyItem, type ModdleLike, type Person } from '../../../schemas/bpmn/index.ts';
import { PersonDialog } from '../../../widgets/person/dialog.tsx';
import { queryRoles, type RoleOption } from '../../../widgets/person/users.ts';
import { toTreeData, useOrgTree } from '../../../widgets/deptcheck/org-tree.ts';
import { usePdT } from './i18n.ts';
import { roleOptions } from './approver-options.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers approverPick.*, the disabled role's mark
import './i18n-approver.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { extendDataText } from '../model-write.ts';
import { setExtensions } from './write.ts';
import { PanelGroup } from './PanelGroup.tsx';

function CopyGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const settings = readUserTaskSettings(element.businessObject as unknown as ModdleLike);
  const items = settings.copyItems;
  const people = (type: CopyItem['type']) => items.find((item) => item.type === type)?.people ?? [];
  const [dialog, setDialog] = useState(false);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const { tree } = useOrgTree();
  useEffect(() => {
    let live = true;
    void queryRoles().then((list) => live && setRoles(list), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  const write = (type: CopyItem['type'], next: Person[]) => setExtensions(services, element, 'CopyItem', copyItemSpecs(withCopyTarget(items, type, next)));

  return (
    <>
      <Form layout="vertical" size="small">
        <Form.Item label={t('sec.ccTargets.user')}>
          <Space wrap data-testid="pd-cc-users">
            {people('user').map((person) => (
              <Tag key={person.id} closable onClose={() => write('user', people('user').filter((p) => p.id !== person.id))}>{person.name}</Tag>
            ))}
            <Button size="small" onClick={() => setDialog(true)} data-testid="pd-cc-choose-users">{t('panel.choose')}</Button>
          </Space>
        </Form.Item>
        <Form.Item label={t('sec.ccTargets.dept')}>
          <TreeSelect multiple treeDefaultExpandAll data-testid="pd-cc-depts" value={people('dept').map((p) => p.id)} treeData={toTreeData(tree)}
            onChange={(ids: string[], labels) => write('dept', ids.map((id, index) => ({ id, name: String(labels[index] ?? id) })))} />
        </Form.Item>
        <Form.Item label={t('sec.ccTargets.role')}>
          <Select mode="multiple" data-testid="pd-cc-roles" optionFilterProp="label" value={people('role').map((p) => p.id)}
            // Spec §6: a role with status 1 is disabled and cannot be chosen.
            options={roleOptions(roles, t('approverPick.roleDisabled'))}
            onChange={(ids: string[]) => write('role', ids.map((id) => ({ id, name: roles.find((role) => role.id === id)?.rolename ?? id })))} />
        </Form.Item>
        <Form.Item label={t('sec.copyTime')}>
          <Radio.Group data-testid="pd-copy-time" value={settings.extendData.copyTime}
            onChange={(event) => services.modeling.updateProperties(element, { extendData: extendDataText(settings.extendData, { copyTime: event.target.value as 'before' | 'after' }) })}
            options={(['before', 'after'] as const).map((value) => ({ value, label: t(`sec.copyTimes.${value}`) }))} />
        </Form.Item>
      </Form>
      {dialog && (
        <PersonDialog
          multiple
          initial={people('user').map((p) => ({ id: p.id, humancode: p.id, humanname: p.name }))}
          onCancel={() => setDialog(false)}
          onConfirm={(chosen) => {
            setDialog(false);
            // Spec §3: CC user ids come from humancode.
            write('user', [...new Map(chosen.map((p) => [p.humancode, { id: p.humancode, name: p.humanname }])).values()]);
          }}
        />
      )}
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function CopyGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-copy-group" title={t('sec.cc')}>
      <CopyGroupBody {...props} />
    </PanelGroup>
  );
}
