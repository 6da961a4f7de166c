/**
 * The properties panel: the groups that fit the selected element (nothing selected: the process).
 * Basic info for every element, the flow condition for sequence flows not leaving a start event, the
 * form binding for the process and user tasks, the approval settings for user tasks. Every change to the
 * diagram is a modeling command; only the process form (a column of the model row) is page state.
 */
import { useState, type ReactNode } from 'react';
import { Form, Input, Radio, Select, Typography } from 'antd';
import { usePdT } from '../i18n.ts';
import type { ButtonOption, FormOption } from '../api.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { ApproverGroup } from './ApproverGroup.tsx';

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
function CommitInput(props: { value: string; disabled?: boolean; testId: string; check?: (text: string) => string | null; onCommit(text: string): void; textarea?: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = draft ?? props.value;
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

type FlowType = 'normal' | 'default' | 'condition';

function ConditionGroup({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const flow = element.businessObject;
  const source = element.source;
  const isDefault = !!source && source.businessObject.default === flow;
  const type: FlowType = isDefault ? 'default' : flow.conditionExpression ? 'condition' : 'normal';
  const setType = (next: FlowType) => {
    // Spec §4: condition creates an empty condition; default clears it and marks the flow; normal clears both.
    if (next === 'condition') {
      if (isDefault && source) services.modeling.updateProperties(source, { default: undefined });
      services.modeling.updateProperties(element, { conditionExpression: services.bpmnFactory.create('bpmn:FormalExpression', { body: '' }) });
      return;
    }
    if (flow.conditionExpression) services.modeling.updateProperties(element, { conditionExpression: undefined });
    if (source && (next === 'default' || isDefault)) services.modeling.updateProperties(source, { default: next === 'default' ? flow : undefined });
  };
  return (
    <Group title={t('panel.condition')}>
      <Form.Item label={t('panel.flowType')}>
        <Radio.Group data-testid="pd-flow-type" value={type} onChange={(event) => setType(event.target.value as FlowType)}
          options={(['normal', 'default', 'condition'] as const).map((value) => ({ value, label: t(`panel.flowTypes.${value}`) }))} />
      </Form.Item>
      {type === 'condition' && (
        <Form.Item label={t('panel.expression')} extra={t('panel.expressionHint')}>
          <CommitInput textarea testId="pd-condition" value={String(flow.conditionExpression?.body ?? '')}
            onCommit={(body) => services.modeling.updateProperties(element, { conditionExpression: services.bpmnFactory.create('bpmn:FormalExpression', { body }) })} />
        </Form.Item>
      )}
    </Group>
  );
}

export function PropertiesPanel({ services, element, version, keyLocked, forms, buttons, processFormId, onProcessForm, language }: Props) {
  const { t } = usePdT();
  const bo = element.businessObject;
  const isProcess = bo.$type === 'bpmn:Process';
  const isUserTask = bo.$type === 'bpmn:UserTask';
  const isFlow = bo.$type === 'bpmn:SequenceFlow' && element.source?.businessObject.$type !== 'bpmn:StartEvent';
  const formOptions = [{ value: '', label: t('panel.noForm') }, ...forms.map((form) => ({ value: form.id, label: form.name }))];
  // Remount inputs when the element or the model changes under them (undo, another panel).
  const key = `${element.id}:${version}`;

  return (
    <div className="pd-panel" data-testid="pd-panel" data-element={element.id}>
      <Group title={t('panel.basic')}>
        <Form.Item label={isProcess ? t('panel.processKey') : t('panel.id')} required={isProcess}>
          <CommitInput key={`id:${key}`} testId="pd-id" value={bo.id ?? ''} disabled={isProcess && keyLocked}
            check={(text) => (!text.trim() ? t('panel.keyRequired') : KEY_PATTERN.test(text) ? null : t('panel.keyPattern'))}
            onCommit={(id) => services.modeling.updateProperties(element, { id })} />
        </Form.Item>
        <Form.Item label={isProcess ? t('panel.processName') : t('panel.name')} required={isProcess}>
          <CommitInput key={`name:${key}`} testId="pd-name" value={bo.name ?? ''}
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
      {isFlow && <ConditionGroup key={key} element={element} services={services} />}
      {isUserTask && <ApproverGroup key={`approver:${element.id}`} element={element} services={services} buttons={buttons} language={language} />}
    </div>
  );
}
