/**
 * The process's own settings beside key and name (spec §2 process base panel, §4): candidate starters
 * by organisation and role (none: everybody), and the expiration time.
 */
import { useEffect, useState } from 'react';
import { Form, InputNumber, Select, TreeSelect } from 'antd';
import { engineAttr, readStarters, startersAttrs, type ModdleLike } from '../../../schemas/bpmn/index.ts';
import { queryRoles, type RoleOption } from '../../../widgets/person/users.ts';
import { namesById, toTreeData, useOrgTree } from '../../../widgets/deptcheck/org-tree.ts';
import { usePdT } from './i18n.ts';
import { roleOptions } from './approver-options.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers approverPick.*, the disabled role's mark
import './i18n-approver.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { PanelGroup } from './PanelGroup.tsx';

function ProcessGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const process = element.businessObject as unknown as ModdleLike;
  const { orgIds, roleIds } = readStarters(process);
  const { tree } = useOrgTree();
  const [roles, setRoles] = useState<RoleOption[]>([]);
  useEffect(() => {
    let live = true;
    void queryRoles().then((list) => live && setRoles(list), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  const orgNames = namesById(tree);
  const write = (orgs: string[], roleList: string[]) =>
    services.modeling.updateProperties(element, startersAttrs(orgs.map((id) => ({ id, name: orgNames.get(id) ?? id })), roleList.map((id) => ({ id, name: roles.find((r) => r.id === id)?.rolename ?? id }))));
  const expiration = engineAttr(process, 'expirationtime');

  return (
    <>
      <Form layout="vertical" size="small">
        <Form.Item label={t('sec.starterOrgs')} extra={orgIds.length + roleIds.length === 0 ? t('sec.startersAll') : undefined}>
          <TreeSelect multiple treeDefaultExpandAll data-testid="pd-starter-orgs" value={orgIds} treeData={toTreeData(tree)} onChange={(ids: string[]) => write(ids, roleIds)} />
        </Form.Item>
        <Form.Item label={t('sec.starterRoles')}>
          <Select mode="multiple" data-testid="pd-starter-roles" optionFilterProp="label" value={roleIds}
            // Spec §6: a role with status 1 is disabled and cannot be chosen.
            options={roleOptions(roles, t('approverPick.roleDisabled'))} onChange={(ids: string[]) => write(orgIds, ids)} />
        </Form.Item>
        <Form.Item label={t('sec.expiration')}>
          <InputNumber key={expiration} min={0} max={3650} data-testid="pd-expiration" defaultValue={expiration ? Number(expiration) : undefined}
            onBlur={(event) => {
              const text = event.target.value.trim();
              if (text !== expiration) services.modeling.updateProperties(element, { expirationtime: text || undefined });
            }} />
        </Form.Item>
      </Form>
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function ProcessGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-process-group" title={t('sec.starters')}>
      <ProcessGroupBody {...props} />
    </PanelGroup>
  );
}
