/**
 * The properties panel: the groups that fit the selected element (nothing selected: the process).
 * Basic info for every element, the flow condition for sequence flows not leaving a start event, the
 * form binding for the process and user tasks, the approval settings for user tasks; then timers, message
 * and signal references, listeners, multi-instance, supervision, script task, task config,
 * documentation and extra properties where they apply. Every change to the
 * diagram is a modeling command; only the process form (a column of the model row) is page state.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Form, Input, Select, Typography } from 'antd';
import { usePdT } from '../i18n.ts';
import type { ButtonOption, FormOption } from '../api.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { ApproverGroup } from './ApproverGroup.tsx';
import { ConditionGroup } from './ConditionGroup.tsx';
import { CopyGroup } from './CopyGroup.tsx';
import { FormPermissionGroup } from './FormPermissionGroup.tsx';
import { PolicyGroup } from './PolicyGroup.tsx';
import { ProcessGroup } from './ProcessGroup.tsx';
import { DocumentationGroup, ScriptTaskGroup, TaskConfigGroup } from './ActivityGroups.tsx';
import { EventTimerGroup, timerDefinitionOf } from './EventTimerGroup.tsx';
import { ListenerGroup } from './ListenerGroup.tsx';
import { LoopGroup } from './LoopGroup.tsx';
import { EventRefGroup, MessageSignalGroup, refDefinitionOf } from './MessageSignalGroup.tsx';
import { PropertiesGroup } from './PropertiesGroup.tsx';
import { SuperviseGroup } from './SuperviseGroup.tsx';
import { CallActivityGroup } from './CallActivityGroup.tsx';
import { CodeDefinitionsGroup, CodeRefGroup, InterruptingGroup } from './ErrorEscalationGroup.tsx';
import { codeEventDefinitionOf, isEventSubProcessStart, type ModdleLike } from '../../../schemas/bpmn/index.ts';

/** Spec §2: the process base panel syncs a second after typing stops. */
const SYNC_MS = 1000;

/** Spec §2: task config for user, script and receive tasks. */
const ASYNC_TASKS = new Set(['bpmn:UserTask', 'bpmn:ScriptTask', 'bpmn:ReceiveTask']);

export const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

interface Props {
  services: Services;
  element: BpmnElement;
  /** Bumps on every command: inputs showing the model re-read it. */
  version: number;
  keyLocked: boolean;
  forms: FormOption[];
  buttons: ButtonOption[];
  processFormId: string | null;
  onProcessForm(formId: string | null): void;
  language: string;
}

/** A text input that writes on blur or Enter (one command per edit, not per keystroke). */
function CommitInput(props: { value: string; disabled?: boolean; testId: string; check?: (text: string) => string | null; onCommit(text: string): void; textarea?: boolean; syncAfter?: number }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = draft ?? props.value;
  // With syncAfter, a valid draft is written once typing pauses (the blur still writes at once).
  useEffect(() => {
    if (!props.syncAfter || draft === null || draft === props.value || props.check?.(draft)) return undefined;
    const timer = setTimeout(() => props.onCommit(draft), props.syncAfter);
    return () => clearTimeout(timer);
  }, [draft, props]);
  const commit = () => {
    // Checked on every blur, edited or not: an empty required name says so as soon as it is left.
    const problem = props.check?.(shown) ?? null;
    setError(problem);
    if (problem || draft === null) return;
    setDraft(null);
    if (draft !== props.value) props.onCommit(draft);
  };
  const common = {
    value: shown,
    disabled: props.disabled ?? false,
    'data-testid': props.testId,
    status: error ? ('error' as const) : ('' as const),
    onBlur: commit,
  };
  return (
    <>
      {props.textarea ? (
        <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(event) => setDraft(event.target.value)} />
      ) : (
        <Input {...common} onChange={(event) => setDraft(event.target.value)} onPressEnter={commit} />
      )}
      {error && <Typography.Text type="danger" data-testid={`${props.testId}-error`}>{error}</Typography.Text>}
    </>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pd-group">
      <Typography.Title level={5}>{title}</Typography.Title>
      <Form layout="vertical" size="small">{children}</Form>
    </section>
  );
}

export function PropertiesPanel({ services, element, version, keyLocked, forms, buttons, processFormId, onProcessForm, language }: Props) {
  const { t } = usePdT();
  const bo = element.businessObject;
  const isProcess = bo.$type === 'bpmn:Process';
  const isUserTask = bo.$type === 'bpmn:UserTask';
  const isActivity = /Task$|^bpmn:SubProcess$|^bpmn:CallActivity$/.test(bo.$type);
  const isFlow = bo.$type === 'bpmn:SequenceFlow' && element.source?.businessObject.$type !== 'bpmn:StartEvent';
  const formOptions = [{ value: '', label: t('panel.noForm') }, ...forms.map((form) => ({ value: form.id, label: form.name }))];
  // A node shows its own form, else the process form.
  const nodeFormId = isUserTask ? String(bo.get('xcformKey') ?? '') || processFormId : processFormId;
  // Remount inputs when the element or the model changes under them (undo, another panel).
  const key = `${element.id}:${version}`;

  return (
    <div className="pd-panel" data-testid="pd-panel" data-element={element.id}>
      <Group title={t('panel.basic')}>
        <Form.Item label={isProcess ? t('panel.processKey') : t('panel.id')} required={isProcess}>
          <CommitInput key={`id:${key}`} testId="pd-id" value={bo.id ?? ''} disabled={isProcess && keyLocked} syncAfter={isProcess ? SYNC_MS : undefined}
            check={(text) => (!text.trim() ? t('panel.keyRequired') : KEY_PATTERN.test(text) ? null : t('panel.keyPattern'))}
            onCommit={(id) => services.modeling.updateProperties(element, { id })} />
        </Form.Item>
        <Form.Item label={isProcess ? t('panel.processName') : t('panel.name')} required={isProcess}>
          <CommitInput key={`name:${key}`} testId="pd-name" value={bo.name ?? ''} syncAfter={isProcess ? SYNC_MS : undefined}
            check={(text) => (isProcess && !text.trim() ? t('panel.nameRequired') : null)}
            onCommit={(name) => services.modeling.updateProperties(element, { name: name || undefined })} />
        </Form.Item>
      </Group>
      {(isProcess || isUserTask) && (
        <Group title={t('panel.form')}>
          <Form.Item label={isProcess ? t('panel.processForm') : t('panel.nodeForm')} extra={isUserTask ? t('panel.nodeFormHint') : undefined}>
            <Select data-testid="pd-form" showSearch optionFilterProp="label" options={formOptions}
              value={isProcess ? (processFormId ?? '') : String(bo.get('xcformKey') ?? '')}
              onChange={(value: string) => (isProcess ? onProcessForm(value || null) : services.modeling.updateProperties(element, { xcformKey: value || undefined }))} />
          </Form.Item>
        </Group>
      )}
      {isProcess && <ProcessGroup key={`process:${key}`} element={element} services={services} />}
      {isFlow && <ConditionGroup key={key} element={element} services={services} formId={processFormId} />}
      {isUserTask && <FormPermissionGroup key={`perm:${element.id}`} element={element} services={services} formId={nodeFormId} />}
      {isUserTask && <ApproverGroup key={`approver:${element.id}`} element={element} services={services} formId={nodeFormId} />}
      {isUserTask && <PolicyGroup key={`policy:${element.id}`} element={element} services={services} buttons={buttons} language={language} />}
      {isUserTask && <CopyGroup key={`copy:${element.id}`} element={element} services={services} />}
      {timerDefinitionOf(element) && <EventTimerGroup key={`timer:${key}`} element={element} services={services} />}
      {refDefinitionOf(element) && <EventRefGroup key={`ref:${key}`} element={element} services={services} />}
      {codeEventDefinitionOf(bo as unknown as ModdleLike) && <CodeRefGroup key={`code:${element.id}`} element={element} services={services} />}
      {isEventSubProcessStart(bo as unknown as ModdleLike) && <InterruptingGroup key={`interrupting:${element.id}`} element={element} services={services} />}
      {bo.$type === 'bpmn:CallActivity' && <CallActivityGroup key={`call:${element.id}`} element={element} services={services} />}
      {isProcess && <MessageSignalGroup key={`roots:${key}`} element={element} services={services} />}
      {isProcess && <CodeDefinitionsGroup key={`codes:${element.id}`} element={element} services={services} />}
      <ListenerGroup key={`exec:${element.id}`} element={element} services={services} kind="executionListener" />
      {isUserTask && <ListenerGroup key={`task:${element.id}`} element={element} services={services} kind="taskListener" />}
      {isActivity && <LoopGroup key={`loop:${key}`} element={element} services={services} ownedByApprovers={isUserTask && !!String(bo.get('dataType') ?? '')} />}
      {isUserTask && <SuperviseGroup key={`supervise:${element.id}`} element={element} services={services} />}
      {bo.$type === 'bpmn:ScriptTask' && <ScriptTaskGroup key={`script:${key}`} element={element} services={services} />}
      {ASYNC_TASKS.has(bo.$type) && <TaskConfigGroup key={`async:${key}`} element={element} services={services} />}
      <DocumentationGroup key={`doc:${key}`} element={element} services={services} />
      <PropertiesGroup key={`props:${key}`} element={element} services={services} />
    </div>
  );
}
