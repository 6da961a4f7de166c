/**
 * Messages and signals (spec §2 panel details, §3, §5): on the process, two lists (index, id, name),
 * each with a create dialog that closes only through its buttons and refuses a taken id (该消息已存在… /
 * 该信号已存在…); on an event with a message or signal definition, the one it refers to.
 */
import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Table, Typography } from 'antd';
import { checkNewRoot, randomId8, readRootDefinitions, ROOT_TYPE, type ModdleLike, type RootDefinition, type RootKind } from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, BusinessObject, Services } from '../modeler.ts';
import { usePdT } from './i18n-more.ts';
import { PanelGroup } from './PanelGroup.tsx';

const definitionsOf = (services: Services) => services.canvas.getRootElement().businessObject.$parent as BusinessObject;
const rootsOf = (services: Services) => ((definitionsOf(services).rootElements as BusinessObject[] | undefined) ?? []);

function NewRootDialog({ kind, taken, onCreate, onCancel }: { kind: RootKind; taken: string[]; onCreate(root: RootDefinition): void; onCancel(): void }) {
  const { t } = usePdT();
  const [root, setRoot] = useState<RootDefinition>(() => ({ id: `${kind === 'message' ? 'Message' : 'Signal'}_${randomId8()}`, name: '' }));
  const [problem, setProblem] = useState<string | null>(null);
  const create = () => {
    const found = checkNewRoot(root, taken);
    const text = { exists: t(`more.exists.${kind}`), id: t('more.idInvalid'), name: t('more.required', { label: t('more.name') }) };
    setProblem(found ? text[found] : null);
    if (!found) onCreate({ id: root.id.trim(), name: root.name.trim() });
  };
  return (
    <Modal open title={t(kind === 'message' ? 'more.newMessage' : 'more.newSignal')} maskClosable={false} closable={false} keyboard={false} okText={t('more.ok')} cancelText={t('more.cancel')} onOk={create} onCancel={onCancel} width={400} destroyOnHidden>
      <Form layout="vertical" size="small">
        <Form.Item label={t('more.id')} required><Input data-testid={`pd-${kind}-id`} value={root.id} onChange={(event) => setRoot({ ...root, id: event.target.value })} /></Form.Item>
        <Form.Item label={t('more.name')} required><Input data-testid={`pd-${kind}-name`} value={root.name} onChange={(event) => setRoot({ ...root, name: event.target.value })} /></Form.Item>
        {problem && <Typography.Text type="danger" data-testid={`pd-${kind}-problem`}>{problem}</Typography.Text>}
      </Form>
    </Modal>
  );
}

function MessageSignalGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const [creating, setCreating] = useState<RootKind | null>(null);
  const roots = rootsOf(services);
  const create = (kind: RootKind, root: RootDefinition) => {
    const added = services.bpmnFactory.create(ROOT_TYPE[kind], { id: root.id, name: root.name });
    services.modeling.updateModdleProperties(element, definitionsOf(services), { rootElements: [...roots, added] });
    setCreating(null);
  };
  // XML ids are unique in the document: every element's and root's id is taken.
  const taken = [...roots.map((root) => String(root.id ?? '')), ...services.elementRegistry.filter(() => true).map((shape) => String(shape.businessObject.id ?? ''))];
  const list = (kind: RootKind) => (
    <>
      <Typography.Text strong>{t(kind === 'message' ? 'more.messages' : 'more.signals')}</Typography.Text>
      <Table size="small" pagination={false} rowKey="id" data-testid={`pd-${kind}-list`} dataSource={readRootDefinitions(roots as unknown as ModdleLike[], kind).map((row, index) => ({ ...row, index: index + 1 }))}
        columns={[{ title: t('more.index'), dataIndex: 'index', width: 48 }, { title: t('more.id'), dataIndex: 'id', ellipsis: true }, { title: t('more.name'), dataIndex: 'name', ellipsis: true }]} />
      <Button size="small" block style={{ margin: '6px 0 12px' }} data-testid={`pd-${kind}-add`} onClick={() => setCreating(kind)}>{t(kind === 'message' ? 'more.newMessage' : 'more.newSignal')}</Button>
    </>
  );
  return (
    <>
      {list('message')}
      {list('signal')}
      {creating && <NewRootDialog kind={creating} taken={taken} onCancel={() => setCreating(null)} onCreate={(root) => create(creating, root)} />}
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function MessageSignalGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-message-group" title={`${t('more.messages')} / ${t('more.signals')}`}>
      <MessageSignalGroupBody {...props} />
    </PanelGroup>
  );
}

const REF: Record<string, { kind: RootKind; property: 'messageRef' | 'signalRef' }> = {
  'bpmn:MessageEventDefinition': { kind: 'message', property: 'messageRef' },
  'bpmn:SignalEventDefinition': { kind: 'signal', property: 'signalRef' },
};

/** The event's message or signal definition, if it has one. */
export const refDefinitionOf = (element: BpmnElement) => ((element.businessObject.eventDefinitions as BusinessObject[] | undefined) ?? []).find((definition) => definition.$type in REF);

export function EventRefGroup({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const definition = refDefinitionOf(element)!;
  const { kind, property } = REF[definition.$type]!;
  const roots = rootsOf(services).filter((root) => root.$type === ROOT_TYPE[kind]);
  const current = definition[property] as BusinessObject | undefined;
  return (
    <PanelGroup id="pd-event-ref" title={t(kind === 'message' ? 'more.messageRef' : 'more.signalRef')}>
      <Select data-testid="pd-event-ref-select" allowClear style={{ width: '100%' }} value={current?.id}
        options={roots.map((root) => ({ value: String(root.id), label: `${String(root.name ?? '')}（${String(root.id)}）` }))}
        onChange={(id: string | undefined) => services.modeling.updateModdleProperties(element, definition, { [property]: roots.find((root) => root.id === id) })} />
    </PanelGroup>
  );
}
