/**
 * A user task's approval settings (spec §2 sections 4–5, rules of §4): approver type and its people,
 * roles or departments, the multi-approver mode, the self-approval policy and task options, and the
 * buttons. Reads the task through the pure model (readUserTaskSettings) and writes each change as one
 * updateProperties command, so it undoes as one step.
 */
import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Radio, Select, Space, Switch, Tag, TreeSelect, Typography } from 'antd';
import { readUserTaskSettings, SELF_APPROVE_POLICIES, type DataType, type ModdleLike, type MultiApproverMode, type TaskExtendData } from '../../../schemas/bpmn/index.ts';
import { PersonDialog } from '../../../widgets/person/dialog.tsx';
import { queryRoles, type RoleOption } from '../../../widgets/person/users.ts';
import { toTreeData, useOrgTree } from '../../../widgets/deptcheck/org-tree.ts';
import { usePdT } from '../i18n.ts';
import type { ButtonOption } from '../api.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { approverAttrs, buttonsText, EDITABLE_TYPES, extendDataText, loopOf, multiOffered, picksOf, type Pick } from '../model-write.ts';

interface Props {
  element: BpmnElement;
  services: Services;
  buttons: ButtonOption[];
  language: string;
}

export function ApproverGroup({ element, services, buttons, language }: Props) {
  const { t } = usePdT();
  const settings = readUserTaskSettings(element.businessObject as unknown as ModdleLike);
  const type = settings.approver.dataType;
  const picks = picksOf(type, settings.approver);
  const mode = settings.multiApproverMode;
  const [dialog, setDialog] = useState(false);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const { tree } = useOrgTree(type === 'DEPTS' || type === 'DEPTHEAD');

  useEffect(() => {
    if (type !== 'ROLES') return undefined;
    let live = true;
    void queryRoles().then((list) => live && setRoles(list), () => undefined);
    return () => {
      live = false;
    };
  }, [type]);

  const loopProps = (nextMode: MultiApproverMode) => {
    const spec = loopOf(nextMode, element.id);
    if (!spec) return { loopCharacteristics: undefined };
    const { completionCondition, ...rest } = spec;
    const condition = services.bpmnFactory.create('bpmn:FormalExpression', { body: completionCondition });
    return { loopCharacteristics: services.bpmnFactory.create('bpmn:MultiInstanceLoopCharacteristics', { ...rest, completionCondition: condition }) };
  };

  /** One command: approver attributes and, when the mode no longer fits, the loop. */
  const write = (nextType: DataType, nextPicks: Pick[], nextMode: MultiApproverMode) => {
    const modeKept = multiOffered(nextType, nextPicks) ? nextMode : 'Null';
    const sameLoop = modeKept === mode;
    services.modeling.updateProperties(element, { ...approverAttrs(nextType, nextPicks, modeKept !== 'Null'), ...(sameLoop ? {} : loopProps(modeKept)) });
  };

  const writeExtend = (change: Partial<TaskExtendData>) => services.modeling.updateProperties(element, { extendData: extendDataText(settings.extendData, change) });

  return (
    <div data-testid="pd-approver-group">
      <Typography.Title level={5}>{t('panel.approver')}</Typography.Title>
      <Form layout="vertical" size="small">
        <Form.Item label={t('panel.approverType')}>
          <Select
            data-testid="pd-approver-type"
            value={type ?? undefined}
            options={EDITABLE_TYPES.map((value) => ({ value, label: t(`panel.types.${value}`) }))}
            // Spec §4: a new type resets every other approver attribute.
            onChange={(value: DataType) => write(value, [], 'Null')}
          />
        </Form.Item>
        {type === 'USERS' && (
          <Form.Item label={t('panel.chooseUsers')}>
            <Space wrap data-testid="pd-approver-picks">
              {picks.map((pick) => (
                <Tag key={pick.id} closable onClose={() => write('USERS', picks.filter((p) => p.id !== pick.id), mode)}>{pick.name}</Tag>
              ))}
              <Button size="small" onClick={() => setDialog(true)} data-testid="pd-choose-users">{t('panel.choose')}</Button>
            </Space>
          </Form.Item>
        )}
        {type === 'ROLES' && (
          <Form.Item label={t('panel.chooseRoles')}>
            <Select
              mode="multiple"
              value={picks.map((pick) => pick.id)}
              options={roles.map((role) => ({ value: role.id, label: role.rolename }))}
              onChange={(ids: string[]) => write('ROLES', ids.map((id) => ({ id, name: roles.find((role) => role.id === id)?.rolename ?? id })), mode)}
            />
          </Form.Item>
        )}
        {(type === 'DEPTS' || type === 'DEPTHEAD') && (
          <Form.Item label={t('panel.chooseDepts')}>
            <TreeSelect
              multiple
              treeDefaultExpandAll
              value={picks.map((pick) => pick.id)}
              treeData={toTreeData(tree)}
              onChange={(ids: string[], labels) => write(type, ids.map((id, index) => ({ id, name: String(labels[index] ?? id) })), mode)}
            />
          </Form.Item>
        )}
        {type && !EDITABLE_TYPES.includes(type) && <Typography.Text type="secondary">{t('panel.notOffered')}</Typography.Text>}
        {multiOffered(type, picks) && (
          <Form.Item label={t('panel.multiMode')}>
            <Radio.Group
              data-testid="pd-multi-mode"
              value={mode}
              onChange={(event) => write(type!, picks, event.target.value as MultiApproverMode)}
              options={(['Null', 'SequentialMultiInstance', 'ParallelMultiInstance'] as const).map((value) => ({ value, label: t(`panel.modes.${value}`) }))}
            />
          </Form.Item>
        )}
      </Form>
      <Typography.Title level={5}>{t('panel.policies')}</Typography.Title>
      <Form layout="vertical" size="small">
        <Form.Item label={t('panel.selfApprove')}>
          <Select
            data-testid="pd-self-approve"
            value={settings.extendData.selfapprove}
            options={SELF_APPROVE_POLICIES.map((value) => ({ value, label: t(`panel.selfApproveOptions.${value}`) }))}
            onChange={(value) => writeExtend({ selfapprove: value })}
          />
        </Form.Item>
        <Form.Item label={t('panel.emptyApprover')}>
          <Typography.Text type="secondary">{t('panel.emptyApproverFixed')}</Typography.Text>
        </Form.Item>
        {(['isopinion', 'retrieve', 'batchapprove'] as const).map((flag) => (
          <Form.Item key={flag} label={t(`panel.${flag}`)} style={{ marginBottom: 8 }}>
            <Switch size="small" checked={settings.extendData[flag]} onChange={(checked) => writeExtend({ [flag]: checked })} />
          </Form.Item>
        ))}
      </Form>
      <Typography.Title level={5}>{t('panel.buttons')}</Typography.Title>
      <Checkbox.Group
        data-testid="pd-buttons"
        value={settings.buttons}
        options={buttons.map((button) => ({ value: button.code, label: language === 'en' && button.nameEn ? button.nameEn : button.name }))}
        onChange={(codes) => services.modeling.updateProperties(element, { buttons: buttonsText(codes as string[]) })}
      />
      {settings.buttons.length === 0 && <Typography.Paragraph type="secondary">{t('panel.buttonsDefault')}</Typography.Paragraph>}
      {dialog && (
        <PersonDialog
          multiple
          initial={picks.map((pick) => ({ id: pick.id, humancode: pick.id, humanname: pick.name }))}
          onCancel={() => setDialog(false)}
          onConfirm={(people) => {
            setDialog(false);
            // A pick read back from the XML carries its code as id; a fresh one its account id: dedupe by code.
            const chosen = [...new Map(people.map((person) => [person.humancode, { id: person.humancode, name: person.humanname }])).values()];
            write('USERS', chosen, mode);
          }}
        />
      )}
    </div>
  );
}
