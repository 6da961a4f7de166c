/**
 * Smaller sections of spec §2 section 10: the script task (format, inline or external, result
 * variable), the task config's async flags (exclusive and the retry cycle shown only while one flag is
 * on; both flags off forces exclusive off and clears the cycle), and the element documentation. Beside
 * the choices the engine does not honour, a note says so (EngineNote): it runs JavaScript only, never
 * an external script (the deploy refuses both), and it ignores the async flags (the lint warns).
 */
import { Checkbox, Form, Input, Radio } from 'antd';
import { asyncAttrs, documentationSpecs, createTree, normalizeAsync, readAsync, readDocumentation, readScriptTask, retryCycleSpecs, scriptTaskAttrs, type AsyncValue, type ModdleLike, type ScriptTaskValue } from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { usePdT } from './i18n-more.ts';
import { EngineNote, isJavaScriptFormat } from './EngineNote.tsx';
import { chooseScriptKind, shownScriptKind } from './script-choice.ts';
import { setTreeExtensions } from './write.ts';
import { PanelGroup } from './PanelGroup.tsx';

/** A text input committing on blur (one command per edit). */
function BlurInput({ value, onCommit, testId, area }: { value: string; onCommit(text: string): void; testId: string; area?: boolean }) {
  const key = `${testId}:${value}`;
  const common = { defaultValue: value, 'data-testid': testId, onBlur: (event: { target: { value: string } }) => event.target.value !== value && onCommit(event.target.value) };
  return area ? <Input.TextArea key={key} {...common} autoSize={{ minRows: 2, maxRows: 8 }} /> : <Input key={key} {...common} />;
}

function ScriptTaskGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const bo = element.businessObject;
  const read = readScriptTask(bo as unknown as ModdleLike);
  const value = { ...read, scriptType: shownScriptKind(bo, read.scriptType) };
  const write = (change: Partial<ScriptTaskValue>) => {
    if (change.scriptType) chooseScriptKind(bo, change.scriptType);
    services.modeling.updateProperties(element, scriptTaskAttrs({ ...value, ...change }));
  };
  return (
    <>
      <Form layout="vertical" size="small">
        <Form.Item label={t('more.scriptFormat')} extra={<EngineNote testId="pd-script-format-note" textKey={!value.scriptFormat || isJavaScriptFormat(value.scriptFormat) ? 'scriptFormat' : 'notJavaScript'} values={{ format: value.scriptFormat }} warn={!!value.scriptFormat && !isJavaScriptFormat(value.scriptFormat)} />}>
          <BlurInput testId="pd-script-format" value={value.scriptFormat} onCommit={(scriptFormat) => write({ scriptFormat })} />
        </Form.Item>
        <Form.Item label={t('more.scriptType')} extra={<EngineNote testId="pd-script-kind-note" textKey="externalScript" warn={value.scriptType === 'externalScript'} />}>
          <Radio.Group data-testid="pd-script-kind" value={value.scriptType} onChange={(event) => write({ scriptType: event.target.value as ScriptTaskValue['scriptType'] })}
            options={(['inlineScript', 'externalScript'] as const).map((kind) => ({ value: kind, label: t(`more.scriptTypes.${kind}`) }))} />
        </Form.Item>
        {value.scriptType === 'inlineScript'
          ? <Form.Item label={t('more.script')}><BlurInput area testId="pd-script-body" value={value.script} onCommit={(script) => write({ script })} /></Form.Item>
          : <Form.Item label={t('more.resource')}><BlurInput testId="pd-script-res" value={value.resource} onCommit={(resource) => write({ resource })} /></Form.Item>}
        <Form.Item label={t('more.resultVariable')}><BlurInput testId="pd-script-result" value={value.resultVariable} onCommit={(resultVariable) => write({ resultVariable })} /></Form.Item>
      </Form>
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function ScriptTaskGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-script-group" title={t('more.scriptTask')}>
      <ScriptTaskGroupBody {...props} />
    </PanelGroup>
  );
}

function TaskConfigGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const value = readAsync(element.businessObject as unknown as ModdleLike);
  const write = (change: Partial<AsyncValue>) => {
    const next = normalizeAsync({ ...value, ...change });
    services.modeling.updateProperties(element, asyncAttrs(next));
    if (next.retryCycle !== value.retryCycle) setTreeExtensions(services, element, 'FailedJobRetryTimeCycle', retryCycleSpecs(next));
  };
  const on = value.asyncBefore || value.asyncAfter;
  return (
    <>
      <Form layout="vertical" size="small">
        <div style={{ marginBottom: 8 }}><EngineNote testId="pd-async-note" textKey="asyncIgnored" warn={on} /></div>
        <Checkbox data-testid="pd-async-before" checked={value.asyncBefore} onChange={(event) => write({ asyncBefore: event.target.checked, ...(on ? {} : { exclusive: true }) })}>{t('more.asyncBefore')}</Checkbox>
        <Checkbox data-testid="pd-async-after" checked={value.asyncAfter} onChange={(event) => write({ asyncAfter: event.target.checked, ...(on ? {} : { exclusive: true }) })}>{t('more.asyncAfter')}</Checkbox>
        {on && (
          <>
            <Checkbox data-testid="pd-exclusive" checked={value.exclusive} onChange={(event) => write({ exclusive: event.target.checked })}>{t('more.exclusive')}</Checkbox>
            <Form.Item label={t('more.retryCycle')} extra="R3/PT10M" style={{ marginTop: 8 }}>
              <BlurInput testId="pd-retry-cycle" value={value.retryCycle} onCommit={(retryCycle) => write({ retryCycle })} />
            </Form.Item>
          </>
        )}
      </Form>
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function TaskConfigGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-task-config" title={t('more.taskConfig')}>
      <TaskConfigGroupBody {...props} />
    </PanelGroup>
  );
}

function DocumentationGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const text = readDocumentation(element.businessObject as unknown as ModdleLike);
  return (
    <>
      <BlurInput area testId="pd-documentation" value={text}
        onCommit={(next) => services.modeling.updateProperties(element, { documentation: documentationSpecs(next).map((spec) => createTree(services.bpmnFactory, spec)) })} />
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function DocumentationGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-doc-group" title={t('more.documentation')}>
      <DocumentationGroupBody {...props} />
    </PanelGroup>
  );
}
