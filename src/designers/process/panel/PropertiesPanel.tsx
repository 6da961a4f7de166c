/**
 * The properties panel: the groups that fit the selected element (nothing selected: the process).
 * Basic info for every element, the flow condition for sequence flows not leaving a start event, the
 * form binding for the process and user tasks, the approval settings for user tasks, the earlier user
 * tasks and their placeholders for user tasks and those flows; then timers, message
 * and signal references, listeners, multi-instance, supervision, script task, task config,
 * documentation and extra properties where they apply. Every change to the
 * diagram is a modeling command; only the process form (a column of the model row) is page state.
 *
 * Rendering (issue 14, 1,000-element diagrams): the panel is memoised and re-renders only when the page
 * hands it another element or other options, or when an operation changes what it shows (its element,
 * the source of its flow, the process: `useElementRevision`, moves excluded). Groups other than basic
 * info start collapsed (PanelGroup: a header, its body not mounted), so choosing another element renders
 * the whole panel in the frame after the click. Only when the user keeps other groups open (their
 * bodies are the costly part) do they follow in a deferred render, the previous element's groups hidden
 * meanwhile (`data-complete` says when they are there); after an edit they re-read the model in a
 * deferred render too. The basic info
 * uses plain labelled fields: antd's Form.Item measures its element on every render (a forced layout).
 */
import { memo, useContext, useDeferredValue, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ConfigProvider, Select, Typography } from 'antd';
import useInputStyle, { useSharedStyle as useSharedInputStyle } from 'antd/es/input/style';
import { usePdT } from '../i18n.ts';
import type { ButtonOption, FormOption } from '../api.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { ApproverGroup } from './ApproverGroup.tsx';
import { ConditionGroup } from './ConditionGroup.tsx';
import { CopyGroup } from './CopyGroup.tsx';
import { EarlierTasksGroup } from './EarlierTasksGroup.tsx';
import { FormPermissionGroup } from './FormPermissionGroup.tsx';
import { PolicyGroup } from './PolicyGroup.tsx';
import { ProcessGroup } from './ProcessGroup.tsx';
import { DocumentationGroup, ScriptTaskGroup, TaskConfigGroup } from './ActivityGroups.tsx';
import { EventTimerGroup, timerDefinitionOf } from './EventTimerGroup.tsx';
import { ListenerGroup } from './ListenerGroup.tsx';
import { LoopGroup } from './LoopGroup.tsx';
import { EventRefGroup, MessageSignalGroup, refDefinitionOf } from './MessageSignalGroup.tsx';
import { PanelGroup, useOpenGroupsBesides } from './PanelGroup.tsx';
import { PropertiesGroup } from './PropertiesGroup.tsx';
import { SuperviseGroup } from './SuperviseGroup.tsx';
import { CallActivityGroup } from './CallActivityGroup.tsx';
import { CodeDefinitionsGroup, CodeRefGroup, InterruptingGroup } from './ErrorEscalationGroup.tsx';
import { codeEventDefinitionOf, isEventSubProcessStart, type ModdleLike } from '../../../schemas/bpmn/index.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './panel-fields.css';

/** Spec §2: the process base panel syncs a second after typing stops. */
const SYNC_MS = 1000;

/** Spec §2: task config for user, script and receive tasks. */
const ASYNC_TASKS = new Set(['bpmn:UserTask', 'bpmn:ScriptTask', 'bpmn:ReceiveTask']);

export const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

interface Props {
  services: Services;
  element: BpmnElement;
  /** Bumps on every import (the inputs remount on the new diagram's element objects, see serialOf). */
  version: number;
  keyLocked: boolean;
  forms: FormOption[];
  buttons: ButtonOption[];
  processFormId: string | null;
  onProcessForm(formId: string | null): void;
  language: string;
}

/**
 * A text input that writes on blur or Enter (one command per edit, not per keystroke). A plain,
 * uncontrolled <input> dressed in antd's small outlined Input classes: a keystroke renders nothing in
 * React (issue 14's echo step; antd's Input re-rendered itself and its wrappers on each key), the draft
 * lives in the DOM until it is committed. The model's value reaches it by a remount (the key) or, while
 * nothing is typed, by the effect below.
 */
function CommitInput(props: { value: string; disabled?: boolean; testId: string; id?: string; check?: (text: string) => string | null; onCommit(text: string): void; syncAfter?: number }) {
  const input = useRef<HTMLInputElement>(null);
  // The typed text not written yet (null: the input shows the model's value).
  const draft = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [error, setError] = useState<string | null>(null);
  // Dressed as antd's own Input is, through its style hooks: they answer its classes (the hash and the
  // theme's css-var key) and register the input's variables (padding, focus colour) under that key. The
  // static antd.css defines them under the key of the React build it was made with, not ours, so
  // without the hooks the field had no padding and a black focus border while no antd Input was mounted.
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('input');
  const rootCls = `${prefix}-css-var`;
  const [hashId, cssVarCls] = useSharedInputStyle(prefix);
  useInputStyle(prefix, rootCls);
  useEffect(() => {
    if (draft.current === null && input.current && input.current.value !== props.value) input.current.value = props.value;
  }, [props.value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = () => {
    clearTimeout(timer.current);
    const { value, check, onCommit } = latest.current;
    const typed = draft.current;
    // Checked on every blur, edited or not: an empty required name says so as soon as it is left.
    const problem = check?.(typed ?? value) ?? null;
    setError(problem);
    if (problem || typed === null) return;
    draft.current = null;
    if (typed !== value) onCommit(typed);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    draft.current = typed;
    // With syncAfter, a valid draft is written once typing pauses (the blur still writes at once).
    const { value, check, syncAfter, onCommit } = latest.current;
    if (!syncAfter) return;
    clearTimeout(timer.current);
    if (typed === value || check?.(typed)) return;
    timer.current = setTimeout(() => draft.current === typed && onCommit(typed), syncAfter);
  };
  const disabled = props.disabled ?? false;
  const className = [prefix, `${prefix}-sm`, hashId, `${prefix}-outlined`, error && `${prefix}-status-error`, disabled && `${prefix}-disabled`, cssVarCls, rootCls].filter(Boolean).join(' ');
  return (
    <>
      <input ref={input} type="text" className={className} defaultValue={props.value} disabled={disabled} data-testid={props.testId} id={props.id} aria-invalid={error ? true : undefined}
        onChange={onChange} onBlur={commit} onKeyDown={(event) => event.key === 'Enter' && !event.nativeEvent.isComposing && commit()} />
      {error && <Typography.Text type="danger" data-testid={`${props.testId}-error`}>{error}</Typography.Text>}
    </>
  );
}

/** A labelled field without antd's Form.Item (which measures itself on every render). */
function Field({ id, label, required, extra, children }: { id: string; label: string; required?: boolean; extra?: string; children: ReactNode }) {
  return (
    <div className="pd-field">
      <label className="pd-field-label" htmlFor={id}>
        {required && <span className="pd-field-required" aria-hidden="true">*</span>}
        {label}
      </label>
      {children}
      {extra && <div className="pd-field-extra">{extra}</div>}
    </div>
  );
}

/**
 * Counts the operations that changed what the panel shows for this element: the element itself, the
 * source of a flow (its default flow), or the process (messages, signals and other definitions).
 */
function useElementRevision(services: Services, element: BpmnElement): number {
  const [revision, setRevision] = useState(0);
  useEffect(
    () =>
      services.changes.subscribe((changed) => {
        if (changed.has(element) || (element.source && changed.has(element.source)) || changed.has(services.canvas.getRootElement())) setRevision((n) => n + 1);
      }),
    [services, element],
  );
  return revision;
}

interface GroupProps {
  services: Services;
  element: BpmnElement;
  /** The element object and its revision: keys of the groups that remount when the model changes under them. */
  revision: string;
  keyLocked: boolean;
  forms: FormOption[];
  buttons: ButtonOption[];
  processFormId: string | null;
  onProcessForm(formId: string | null): void;
  language: string;
}

/** Basic info and the form binding: rendered with the click that chose the element. */
function BasicGroups({ services, element, revision, keyLocked, forms, processFormId, onProcessForm }: GroupProps) {
  const { t } = usePdT();
  const bo = element.businessObject;
  const isProcess = bo.$type === 'bpmn:Process';
  const isUserTask = bo.$type === 'bpmn:UserTask';
  const formOptions = [{ value: '', label: t('panel.noForm') }, ...forms.map((form) => ({ value: form.id, label: form.name }))];
  return (
    <>
      <PanelGroup id="pd-basic-group" title={t('panel.basic')} defaultOpen>
        <Field id="pd-field-id" label={isProcess ? t('panel.processKey') : t('panel.id')} required={isProcess}>
          <CommitInput key={`id:${revision}`} id="pd-field-id" testId="pd-id" value={bo.id ?? ''} disabled={isProcess && keyLocked} syncAfter={isProcess ? SYNC_MS : undefined}
            check={(text) => (!text.trim() ? t('panel.keyRequired') : KEY_PATTERN.test(text) ? null : t('panel.keyPattern'))}
            onCommit={(id) => services.modeling.updateProperties(element, { id })} />
        </Field>
        <Field id="pd-field-name" label={isProcess ? t('panel.processName') : t('panel.name')} required={isProcess}>
          <CommitInput key={`name:${revision}`} id="pd-field-name" testId="pd-name" value={bo.name ?? ''} syncAfter={isProcess ? SYNC_MS : undefined}
            check={(text) => (isProcess && !text.trim() ? t('panel.nameRequired') : null)}
            onCommit={(name) => services.modeling.updateProperties(element, { name: name || undefined })} />
        </Field>
      </PanelGroup>
      {(isProcess || isUserTask) && (
        <PanelGroup id="pd-form-group" title={t('panel.form')}>
          <Field id="pd-field-form" label={isProcess ? t('panel.processForm') : t('panel.nodeForm')} extra={isUserTask ? t('panel.nodeFormHint') : undefined}>
            <Select id="pd-field-form" data-testid="pd-form" size="small" style={{ width: '100%' }} showSearch optionFilterProp="label" options={formOptions}
              value={isProcess ? (processFormId ?? '') : String(bo.get('xcformKey') ?? '')}
              onChange={(value: string) => (isProcess ? onProcessForm(value || null) : services.modeling.updateProperties(element, { xcformKey: value || undefined }))} />
          </Field>
        </PanelGroup>
      )}
    </>
  );
}

/** Every other group: memoised, so a page render that changed nothing here skips them all. */
const OtherGroups = memo(function OtherGroups({ services, element, revision, buttons, processFormId, language }: GroupProps) {
  const bo = element.businessObject;
  const isProcess = bo.$type === 'bpmn:Process';
  const isUserTask = bo.$type === 'bpmn:UserTask';
  const isActivity = /Task$|^bpmn:SubProcess$|^bpmn:CallActivity$/.test(bo.$type);
  const isFlow = bo.$type === 'bpmn:SequenceFlow' && element.source?.businessObject.$type !== 'bpmn:StartEvent';
  // A node shows its own form, else the process form.
  const nodeFormId = isUserTask ? String(bo.get('xcformKey') ?? '') || processFormId : processFormId;
  // Remount inputs when the model changes under them (undo, another panel).
  const key = revision;
  return (
    <>
      {isProcess && <ProcessGroup key={`process:${key}`} element={element} services={services} />}
      {isFlow && <ConditionGroup key={key} element={element} services={services} formId={processFormId} />}
      {isUserTask && <FormPermissionGroup key={`perm:${element.id}`} element={element} services={services} formId={nodeFormId} />}
      {isUserTask && <ApproverGroup key={`approver:${element.id}`} element={element} services={services} formId={nodeFormId} />}
      {isUserTask && <PolicyGroup key={`policy:${element.id}`} element={element} services={services} buttons={buttons} language={language} />}
      {isUserTask && <CopyGroup key={`copy:${element.id}`} element={element} services={services} />}
      {(isFlow || isUserTask) && <EarlierTasksGroup key={`earlier:${element.id}`} element={element} services={services} processFormId={processFormId} />}
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
    </>
  );
});

/** The groups rendered with the click (BasicGroups); any other open group's body defers the rest. */
const URGENT_GROUPS = ['pd-basic-group', 'pd-form-group'];

/**
 * A number per element object: a new import makes new objects (the same ids, after an auto layout or a
 * reopened file), so the inputs remount on the element itself, whenever the page's `version` arrives.
 */
const serials = new WeakMap<BpmnElement, number>();
let nextSerial = 0;
function serialOf(element: BpmnElement): number {
  let serial = serials.get(element);
  if (serial === undefined) {
    serial = ++nextSerial;
    serials.set(element, serial);
  }
  return serial;
}

function Panel(props: Props) {
  const { services, element } = props;
  const elementRevision = useElementRevision(services, element);
  // The page hands a new callback each render; the groups call the latest without re-rendering for it.
  const onProcessForm = useRef(props.onProcessForm);
  useEffect(() => {
    onProcessForm.current = props.onProcessForm;
  });
  const [stableOnProcessForm] = useState(() => (id: string | null) => onProcessForm.current(id));
  const groupProps = (shown: BpmnElement, revision: number): GroupProps => ({ ...props, element: shown, revision: `${shown.id}:${serialOf(shown)}:${revision}`, onProcessForm: stableOnProcessForm });
  // The element the other groups show lags behind on a switch (null before the first deferred render).
  const deferred = useDeferredValue<BpmnElement | null>(element, null);
  const later = useOpenGroupsBesides(URGENT_GROUPS) ? deferred : element;
  const complete = later === element;
  // An edit re-renders the basic info at once and the other groups (rarely what was just typed in) after.
  const laterRevision = useDeferredValue(elementRevision);

  return (
    <div className="pd-panel" data-testid="pd-panel" data-element={element.id} data-complete={complete ? '1' : '0'}>
      <BasicGroups {...groupProps(element, elementRevision)} />
      {later && (
        <div hidden={!complete}>
          <OtherGroups {...groupProps(later, laterRevision)} />
        </div>
      )}
    </div>
  );
}

/** Props the page re-creates on each render without a change in meaning. */
const sameProps = (a: Props, b: Props) =>
  a.services === b.services && a.element === b.element && a.version === b.version && a.keyLocked === b.keyLocked && a.forms === b.forms && a.buttons === b.buttons && a.processFormId === b.processFormId && a.language === b.language;

export const PropertiesPanel = memo(Panel, sameProps);
