/**
 * Errors and escalations (issue #14; the engine throws and catches them by code, events.ts): on the
 * process, two lists (index, id, name, code) each with a create dialog that closes only through its
 * buttons and refuses a taken id (该错误已存在… / 该升级已存在…, the rule of the messages and signals);
 * on a boundary, end, throw or event-sub-process start event with an error or escalation definition,
 * the definition it throws or catches (none on a catcher catches every code). The start event of an
 * event sub-process also says whether it interrupts its scope (an error start always does).
 */
import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Select, Switch, Table, Typography } from 'antd';
import {
  checkNewCodeDefinition, CODE_REF, CODE_ROOT_TYPE, codeDefinitionAttrs, codeEventDefinitionOf, interruptingFixed, isInterrupting, randomId8, readCodeDefinitions,
  type CodeDefinition, type CodeKind, type ModdleLike,
} from '../../../schemas/bpmn/index.ts';
import { updateModdleBatch, type BpmnElement, type BusinessObject, type Services } from '../modeler.ts';
import { usePdT } from './i18n-fields.ts';
import { PanelGroup } from './PanelGroup.tsx';

const definitionsOf = (services: Services) => services.canvas.getRootElement().businessObject.$parent as BusinessObject;
const rootsOf = (services: Services) => ((definitionsOf(services).rootElements as BusinessObject[] | undefined) ?? []);
/** XML ids are unique in the document: every element's and root's id is taken. */
const takenIds = (services: Services) => [...rootsOf(services).map((root) => String(root.id ?? '')), ...services.elementRegistry.filter(() => true).map((shape) => String(shape.businessObject.id ?? ''))];
const existing = (services: Services, kind: CodeKind) => readCodeDefinitions(rootsOf(services) as unknown as ModdleLike[], kind);

/** The new definition as an element of the document's root elements (not added yet). */
const newDefinition = (services: Services, kind: CodeKind, definition: CodeDefinition): BusinessObject => services.bpmnFactory.create(CODE_ROOT_TYPE[kind], codeDefinitionAttrs(kind, definition));

/** Adds the definition to the document's root elements (one command); answers the created element. */
function addDefinition(services: Services, element: BpmnElement, kind: CodeKind, definition: CodeDefinition): BusinessObject {
  const added = newDefinition(services, kind, definition);
  services.modeling.updateModdleProperties(element, definitionsOf(services), { rootElements: [...rootsOf(services), added] });
  return added;
}

function NewCodeDialog({ kind, services, onCreate, onCancel }: { kind: CodeKind; services: Services; onCreate(definition: CodeDefinition): void; onCancel(): void }) {
  const { t } = usePdT();
  const [draft, setDraft] = useState<CodeDefinition>(() => ({ id: `${kind === 'error' ? 'Error' : 'Escalation'}_${randomId8()}`, name: '', code: '' }));
  const [problem, setProblem] = useState<string | null>(null);
  const create = () => {
    const found = checkNewCodeDefinition(draft, takenIds(services), existing(services, kind));
    const text = {
      exists: t(`fields.codes.exists.${kind}`),
      codeTaken: t('fields.codes.codeTaken'),
      id: t('fields.codes.idInvalid'),
      name: t('fields.codes.required', { label: t('fields.codes.name') }),
      code: t('fields.codes.required', { label: t(`fields.codes.code.${kind}`) }),
    };
    setProblem(found ? text[found] : null);
    if (!found) onCreate({ id: draft.id.trim(), name: draft.name.trim(), code: draft.code.trim() });
  };
  const input = (key: keyof CodeDefinition, label: string) => (
    <Form.Item label={label} required>
      <Input data-testid={`pd-${kind}-${key}`} value={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })} />
    </Form.Item>
  );
  return (
    <Modal open title={t(kind === 'error' ? 'fields.codes.newError' : 'fields.codes.newEscalation')} maskClosable={false} closable={false} keyboard={false}
      okText={t('fields.codes.ok')} cancelText={t('fields.codes.cancel')} onOk={create} onCancel={onCancel} width={400} destroyOnHidden>
      <Form layout="vertical" size="small" data-testid={`pd-${kind}-dialog`}>
        {input('id', t('fields.codes.id'))}
        {input('name', t('fields.codes.name'))}
        {input('code', t(`fields.codes.code.${kind}`))}
        {problem && <Typography.Text type="danger" data-testid={`pd-${kind}-problem`}>{problem}</Typography.Text>}
      </Form>
    </Modal>
  );
}

/** The process's errors and escalations, each list with its create dialog. */
function CodeDefinitionsGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const [creating, setCreating] = useState<CodeKind | null>(null);
  const list = (kind: CodeKind) => (
    <>
      <Typography.Text strong>{t(kind === 'error' ? 'fields.codes.errors' : 'fields.codes.escalations')}</Typography.Text>
      <Table size="small" pagination={false} rowKey="id" data-testid={`pd-${kind}-list`} scroll={{ x: 'max-content' }}
        dataSource={existing(services, kind).map((row, index) => ({ ...row, index: index + 1 }))}
        columns={[
          { title: t('fields.codes.index'), dataIndex: 'index', width: 48 },
          { title: t('fields.codes.id'), dataIndex: 'id', ellipsis: true },
          { title: t('fields.codes.name'), dataIndex: 'name', ellipsis: true },
          { title: t(`fields.codes.code.${kind}`), dataIndex: 'code', ellipsis: true },
        ]} />
      <Button size="small" block style={{ margin: '6px 0 12px' }} data-testid={`pd-${kind}-add`} onClick={() => setCreating(kind)}>
        {t(kind === 'error' ? 'fields.codes.newError' : 'fields.codes.newEscalation')}
      </Button>
    </>
  );
  return (
    <>
      {list('error')}
      {list('escalation')}
      {creating && (
        <NewCodeDialog kind={creating} services={services} onCancel={() => setCreating(null)} onCreate={(definition) => {
          addDefinition(services, element, creating, definition);
          setCreating(null);
        }} />
      )}
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function CodeDefinitionsGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-code-group" title={`${t('fields.codes.errors')} / ${t('fields.codes.escalations')}`}>
      <CodeDefinitionsGroupBody {...props} />
    </PanelGroup>
  );
}

/** Whether the element's definition catches (boundary, start) rather than throws (end, intermediate throw). */
const catches = (element: BpmnElement) => element.businessObject.$type === 'bpmn:BoundaryEvent' || element.businessObject.$type === 'bpmn:StartEvent';

/** The error or escalation an event throws or catches. */
export function CodeRefGroup({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const [creating, setCreating] = useState(false);
  const found = codeEventDefinitionOf(element.businessObject as unknown as ModdleLike);
  if (!found) return null;
  const { kind } = found;
  const definition = found.definition as unknown as BusinessObject;
  const property = CODE_REF[kind];
  const roots = rootsOf(services).filter((root) => root.$type === CODE_ROOT_TYPE[kind]);
  const current = definition[property] as BusinessObject | undefined;
  const codeOf = (root: BusinessObject) => String(root[kind === 'error' ? 'errorCode' : 'escalationCode'] ?? '');
  const setRef = (root: BusinessObject | undefined) => services.modeling.updateModdleProperties(element, definition, { [property]: root });
  const placeholder = catches(element) ? t(kind === 'error' ? 'fields.codes.anyError' : 'fields.codes.anyEscalation') : t('fields.codes.noneThrown');
  return (
    <PanelGroup id="pd-code-ref" title={t(kind === 'error' ? 'fields.codes.errorRef' : 'fields.codes.escalationRef')}>
      <Flex gap={4}>
        <Select data-testid="pd-code-ref-select" allowClear style={{ flex: 1, minWidth: 0 }} value={current?.id} placeholder={placeholder}
          options={roots.map((root) => ({ value: String(root.id), label: `${String(root.name ?? '')}（${codeOf(root)}）` }))}
          onChange={(id: string | undefined) => setRef(roots.find((root) => root.id === id))} />
        <Button size="small" style={{ height: 'auto' }} data-testid="pd-code-ref-new" onClick={() => setCreating(true)}>
          {t(kind === 'error' ? 'fields.codes.newError' : 'fields.codes.newEscalation')}
        </Button>
      </Flex>
      {creating && (
        <NewCodeDialog kind={kind} services={services} onCancel={() => setCreating(false)} onCreate={(created) => {
          // The definition and the event's reference to it in one command: one undo takes both back.
          const added = newDefinition(services, kind, created);
          updateModdleBatch(services, element, [
            { target: definitionsOf(services), props: { rootElements: [...rootsOf(services), added] } },
            { target: definition, props: { [property]: added } },
          ]);
          setCreating(false);
        }} />
      )}
    </PanelGroup>
  );
}

/** The start event of an event sub-process: interrupting or not (an error start is fixed to interrupting). */
function InterruptingGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const start = element.businessObject as unknown as ModdleLike;
  const fixed = interruptingFixed(start);
  return (
    <>
      <Form layout="vertical" size="small">
        <Form.Item label={t('fields.interrupting.label')} extra={fixed ? t('fields.interrupting.errorFixed') : t('fields.interrupting.hint')}>
          <Switch data-testid="pd-interrupting" checked={isInterrupting(start)} disabled={fixed}
            onChange={(checked) => services.modeling.updateProperties(element, { isInterrupting: checked })} />
        </Form.Item>
      </Form>
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function InterruptingGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-interrupting-group" title={t('fields.interrupting.title')}>
      <InterruptingGroupBody {...props} />
    </PanelGroup>
  );
}
