/**
 * A user task's approvers (spec §2 section 4, rules of §4): the kind (the spec's eight dataTypes and
 * the designer's refinements: multi-level head, a person field of the form, an expression, the
 * initiator choosing) and what it names, and the multi-approver mode. Reads the task through the pure
 * model and writes each change as one updateProperties command, so it undoes as one step. Users come
 * from the user selector, organisation relations (ATTRS) and attributes (INITATTR) from the
 * organisation-relation selector; 部门负责人 offers only departments with a head and the role list
 * disables roles with status 1 (spec §4, §6), as the server's lint refuses them.
 */
import { useEffect, useState } from 'react';
import { Button, Flex, Form, Input, InputNumber, Radio, Select, Space, Tag, TreeSelect } from 'antd';
import {
  APPROVER_KINDS, approverAttrs, approverChoiceOf, engineAttr, extendDataFor, freshChoice, MAX_HEAD_LEVELS, multiOffered, readUserTaskSettings,
  type ApproverChoice, type ApproverKind, type ModdleLike, type MultiApproverMode,
} from '../../../schemas/bpmn/index.ts';
import { PersonDialog } from '../../../widgets/person/dialog.tsx';
import { OrgRelationDialog } from '../../../widgets/person/org-relation-dialog.tsx';
import { queryRoles, type RoleOption } from '../../../widgets/person/users.ts';
import { namesById, toTreeData, useOrgTree } from '../../../widgets/deptcheck/org-tree.ts';
import { headTreeData, roleOptions } from './approver-options.ts';
import { usePdT } from './i18n-approver.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers the sec.* texts this group shows
import './i18n.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { extendDataText, loopOf } from '../model-write.ts';
import { loadFormFields, useLoaded } from './panel-data.ts';
import { ExpressionPickButton } from './ExpressionPicker.tsx';
import { PanelGroup } from './PanelGroup.tsx';

interface Props {
  element: BpmnElement;
  services: Services;
  /** The form the node shows (its own, else the process form): its person fields may name approvers. */
  formId: string | null;
}

const PERSON_TYPES = new Set(['person', 'user']);
const kindLabel = (t: (key: string) => string, kind: ApproverKind) => t(kind in { MULTIHEAD: 1, FORMUSER: 1, EXPRESSION: 1, CHOOSE: 1 } ? `sec.kinds.${kind}` : `panel.types.${kind}`);

/** Picked ids with the names a loaded list gives them. */
const named = (list: { id: string; name: string }[], ids: string[]) => ids.map((id) => ({ id, name: list.find((row) => row.id === id)?.name ?? id }));

function ApproverGroupBody({ element, services, formId }: Props) {
  const { t } = usePdT();
  const task = element.businessObject as unknown as ModdleLike;
  const settings = readUserTaskSettings(task);
  const choice = approverChoiceOf(settings.approver, engineAttr(task, 'approverKind'));
  const kind = choice?.kind ?? null;
  const mode = settings.multiApproverMode;
  const [dialog, setDialog] = useState(false);
  const [relations, setRelations] = useState(false);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const { tree } = useOrgTree(kind === 'DEPTS' || kind === 'DEPTHEAD');
  const fields = useLoaded(kind === 'FORMUSER' && formId ? formId : null, () => loadFormFields(formId!));

  useEffect(() => {
    if (kind !== 'ROLES') return undefined;
    let live = true;
    void queryRoles().then((list) => live && setRoles(list), () => undefined);
    return () => {
      live = false;
    };
  }, [kind]);

  const loopProps = (nextMode: MultiApproverMode) => {
    const spec = loopOf(nextMode, element.id);
    if (!spec) return { loopCharacteristics: undefined };
    const { completionCondition, ...rest } = spec;
    const condition = services.bpmnFactory.create('bpmn:FormalExpression', { body: completionCondition });
    return { loopCharacteristics: services.bpmnFactory.create('bpmn:MultiInstanceLoopCharacteristics', { ...rest, completionCondition: condition }) };
  };

  /** One command: the approver attributes, the loop when the mode no longer fits, the options the kind needs. */
  const write = (next: ApproverChoice, nextMode: MultiApproverMode) => {
    const modeKept = multiOffered(next) ? nextMode : 'Null';
    const extend = extendDataFor(next.kind);
    services.modeling.updateProperties(element, {
      ...approverAttrs(next, modeKept !== 'Null'),
      ...(modeKept === mode ? {} : loopProps(modeKept)),
      ...(extend ? { extendData: extendDataText(settings.extendData, extend) } : {}),
    });
  };

  return (
    <>
      <Form layout="vertical" size="small">
        <Form.Item label={t('panel.approverType')}>
          <Select
            data-testid="pd-approver-type"
            // Twelve types: typing part of a name finds one.
            showSearch
            optionFilterProp="label"
            value={kind ?? undefined}
            options={APPROVER_KINDS.map((value) => ({ value, label: kindLabel(t, value) }))}
            // Spec §4: a new type resets every other approver attribute.
            onChange={(value: ApproverKind) => write(freshChoice(value), 'Null')}
          />
        </Form.Item>
        {choice && (kind === 'USERS' || kind === 'CHOOSE') && (
          <Form.Item label={t('panel.chooseUsers')} extra={kind === 'CHOOSE' ? t('sec.chooseHint') : undefined}>
            <Space wrap data-testid="pd-approver-picks">
              {choice.picks.map((pick) => (
                <Tag key={pick.id} closable onClose={() => write({ ...choice, picks: choice.picks.filter((p) => p.id !== pick.id) }, mode)}>{pick.name}</Tag>
              ))}
              <Button size="small" onClick={() => setDialog(true)} data-testid="pd-choose-users">{t('panel.choose')}</Button>
            </Space>
          </Form.Item>
        )}
        {choice && kind === 'ROLES' && (
          <Form.Item label={t('panel.chooseRoles')}>
            <Select mode="multiple" data-testid="pd-approver-roles" value={choice.picks.map((pick) => pick.id)} optionFilterProp="label"
              // Spec §6: a role with status 1 is disabled and cannot be chosen.
              options={roleOptions(roles, t('approverPick.roleDisabled'))}
              onChange={(ids: string[]) => write({ ...choice, picks: named(roles.map((role) => ({ id: role.id, name: role.rolename })), ids) }, mode)} />
          </Form.Item>
        )}
        {choice && (kind === 'DEPTS' || kind === 'DEPTHEAD') && (
          <Form.Item label={t('panel.chooseDepts')} extra={kind === 'DEPTHEAD' ? t('approverPick.headHint') : undefined}>
            <TreeSelect multiple treeDefaultExpandAll data-testid="pd-approver-depts" value={choice.picks.map((pick) => pick.id)}
              // Spec §4: department-head selection keeps only departments that have a head.
              treeData={kind === 'DEPTHEAD' ? headTreeData(tree, t('approverPick.noHead')) : toTreeData(tree)}
              onChange={(ids: string[]) => {
                const names = namesById(tree);
                write({ ...choice, picks: ids.map((id) => ({ id, name: names.get(id) ?? choice.picks.find((pick) => pick.id === id)?.name ?? id })) }, mode);
              }} />
          </Form.Item>
        )}
        {choice && (kind === 'ATTRS' || kind === 'INITATTR') && (
          <Form.Item label={kind === 'ATTRS' ? t('sec.chooseAttrs') : t('sec.chooseAttributes')}>
            <Space wrap data-testid="pd-approver-attrs">
              {choice.picks.map((pick) => (
                <Tag key={pick.id} closable onClose={() => write({ ...choice, picks: choice.picks.filter((p) => p.id !== pick.id) }, mode)}>{pick.name}</Tag>
              ))}
              <Button size="small" onClick={() => setRelations(true)} data-testid="pd-choose-relations">{t('panel.choose')}</Button>
            </Space>
          </Form.Item>
        )}
        {choice && kind === 'MULTIHEAD' && (
          <Form.Item label={t('sec.levels')}>
            <InputNumber data-testid="pd-head-levels" min={2} max={MAX_HEAD_LEVELS} value={choice.levels} onChange={(value) => value && write({ ...choice, levels: value }, mode)} />
          </Form.Item>
        )}
        {choice && kind === 'FORMUSER' && (
          <Form.Item label={t('sec.formField')} extra={fields.length > 0 && !fields.some((f) => PERSON_TYPES.has(f.type)) ? t('sec.noPersonField') : t('sec.formFieldHint')}>
            <Select data-testid="pd-approver-field" showSearch value={choice.source || undefined}
              options={fields.filter((f) => PERSON_TYPES.has(f.type)).map((f) => ({ value: f.name, label: `${f.label}（${f.name}）` }))}
              onChange={(name: string) => write({ ...choice, source: name }, mode)} />
          </Form.Item>
        )}
        {choice && kind === 'EXPRESSION' && (
          <Form.Item label={t('sec.expression')} extra={t('sec.expressionHint')}>
            <Flex gap={4}>
              <Input key={`${element.id}:${choice.source}`} data-testid="pd-approver-expression" defaultValue={choice.source}
                onBlur={(event) => event.target.value !== choice.source && write({ ...choice, source: event.target.value }, mode)} />
              <ExpressionPickButton testId="pd-approver-expression-pick" onPick={(expression) => write({ ...choice, source: expression }, mode)} />
            </Flex>
          </Form.Item>
        )}
        {choice && multiOffered(choice) && (
          <Form.Item label={t('panel.multiMode')}>
            <Radio.Group data-testid="pd-multi-mode" value={mode} onChange={(event) => write(choice, event.target.value as MultiApproverMode)}
              options={(['Null', 'SequentialMultiInstance', 'ParallelMultiInstance'] as const).map((value) => ({ value, label: t(`panel.modes.${value}`) }))} />
          </Form.Item>
        )}
      </Form>
      {relations && choice && (kind === 'ATTRS' || kind === 'INITATTR') && (
        <OrgRelationDialog
          kind={kind === 'ATTRS' ? 'relation' : 'attribute'}
          initial={choice.picks}
          onCancel={() => setRelations(false)}
          onConfirm={(picks) => {
            setRelations(false);
            write({ ...choice, picks }, mode);
          }}
        />
      )}
      {dialog && choice && (
        <PersonDialog
          multiple
          initial={choice.picks.map((pick) => ({ id: pick.id, humancode: pick.id, humanname: pick.name }))}
          onCancel={() => setDialog(false)}
          onConfirm={(people) => {
            setDialog(false);
            // A pick read back from the XML carries its code as id; a fresh one its account id: dedupe by code.
            const picks = [...new Map(people.map((person) => [person.humancode, { id: person.humancode, name: person.humanname }])).values()];
            write({ ...choice, picks }, mode);
          }}
        />
      )}
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function ApproverGroup(props: Props) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-approver-group" title={t('panel.approver')}>
      <ApproverGroupBody {...props} />
    </PanelGroup>
  );
}
