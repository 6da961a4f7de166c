/**
 * The flow condition of a sequence flow (spec §2 section 2, §3, §4): normal / default / condition; the
 * condition as an expression or a script (inline with a body, or external with a resource address);
 * the bound form's fields, nested ones included, each copied to the clipboard on click (复制成功), and
 * the fixed variables failCount, passCount and outcome. The spec's external choice stays, with the
 * engine's answer beside it: it runs inline JavaScript conditions only, never an external script.
 */
import { App, Button, Form, Input, Popover, Radio, Space, Tag, Typography } from 'antd';
import { conditionAttrs, emptyCondition, FIXED_CONDITION_VARIABLES, readFlowCondition, type FlowCondition, type FlowType, type ModdleLike } from '../../../schemas/bpmn/index.ts';
import { usePdT } from './i18n.ts';
import { EngineNote, isJavaScriptFormat } from './EngineNote.tsx';
import { chooseScriptKind, shownScriptKind } from './script-choice.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { loadFormFields, useLoaded } from './panel-data.ts';
import { ExpressionPickButton } from './ExpressionPicker.tsx';
import { PanelGroup } from './PanelGroup.tsx';

function ConditionGroupBody({ element, services, formId }: { element: BpmnElement; services: Services; formId: string | null }) {
  const { t } = usePdT();
  const { message } = App.useApp();
  const flow = element.businessObject;
  const source = element.source;
  const isDefault = !!source && source.businessObject.default === flow;
  const read = readFlowCondition(flow.conditionExpression as unknown as ModdleLike | undefined);
  const condition = read && { ...read, scriptType: shownScriptKind(flow, read.scriptType) };
  const type: FlowType = isDefault ? 'default' : condition ? 'condition' : 'normal';
  const fields = useLoaded(type === 'condition' && formId ? formId : null, () => loadFormFields(formId!));

  const writeCondition = (next: FlowCondition) =>
    services.modeling.updateProperties(element, { conditionExpression: services.bpmnFactory.create('bpmn:FormalExpression', Object.fromEntries(Object.entries(conditionAttrs(next)).filter(([, v]) => v !== undefined))) });
  const setType = (next: FlowType) => {
    // Spec §4: condition creates an empty condition; default clears it and marks the flow; normal clears both.
    if (next === 'condition') {
      if (isDefault && source) services.modeling.updateProperties(source, { default: undefined });
      writeCondition(emptyCondition());
      return;
    }
    if (flow.conditionExpression) services.modeling.updateProperties(element, { conditionExpression: undefined });
    if (source && (next === 'default' || isDefault)) services.modeling.updateProperties(source, { default: next === 'default' ? flow : undefined });
  };
  const copy = (name: string) => {
    void navigator.clipboard?.writeText(name).then(() => message.success(t('sec.copied')), () => message.success(t('sec.copied')));
  };
  const commitText = (key: 'body' | 'language' | 'resource', value: string) => condition && value !== condition[key] && writeCondition({ ...condition, [key]: value });
  const fieldList = (
    <div style={{ maxWidth: 320, maxHeight: 240, overflow: 'auto' }} data-testid="pd-field-list">
      {fields.length === 0 && <Typography.Text type="secondary">{formId ? t('sec.fieldListEmpty') : t('sec.permissionsNoForm')}</Typography.Text>}
      <Space wrap size={4}>
        {[...fields.map((f) => ({ name: f.name, label: f.label })), ...FIXED_CONDITION_VARIABLES.map((name) => ({ name, label: name }))].map((f) => (
          <Tag key={f.name} style={{ cursor: 'pointer' }} onClick={() => copy(f.name)}>{f.label === f.name ? f.name : `${f.label}（${f.name}）`}</Tag>
        ))}
      </Space>
    </div>
  );

  return (
    <>
      <Form layout="vertical" size="small">
        <Form.Item label={t('panel.flowType')}>
          <Radio.Group data-testid="pd-flow-type" value={type} onChange={(event) => setType(event.target.value as FlowType)}
            options={(['normal', 'default', 'condition'] as const).map((value) => ({ value, label: t(`panel.flowTypes.${value}`) }))} />
        </Form.Item>
        {condition && (
          <>
            <Form.Item label={t('sec.conditionType')}>
              <Radio.Group data-testid="pd-condition-type" value={condition.conditionType} onChange={(event) => writeCondition({ ...emptyCondition(event.target.value as FlowCondition['conditionType']) })}
                options={(['expression', 'script'] as const).map((value) => ({ value, label: t(`sec.conditionTypes.${value}`) }))} />
            </Form.Item>
            {condition.conditionType === 'script' && (
              <>
                <Form.Item label={t('sec.scriptLanguage')} extra={<EngineNote testId="pd-script-language-note" textKey={isJavaScriptFormat(condition.language) ? 'conditionLanguage' : 'notJavaScript'} values={{ format: condition.language }} warn={!isJavaScriptFormat(condition.language)} />}>
                  <Input key={`lang:${condition.language}`} defaultValue={condition.language} data-testid="pd-script-language" onBlur={(event) => commitText('language', event.target.value)} />
                </Form.Item>
                <Form.Item label={t('sec.scriptType')} extra={<EngineNote testId="pd-script-external-note" textKey="externalScript" warn={condition.scriptType === 'externalScript'} />}>
                  <Radio.Group value={condition.scriptType} data-testid="pd-script-type" onChange={(event) => {
                      const scriptType = event.target.value as FlowCondition['scriptType'];
                      chooseScriptKind(flow, scriptType);
                      writeCondition({ ...condition, scriptType });
                    }}
                    options={(['inlineScript', 'externalScript'] as const).map((value) => ({ value, label: t(`sec.scriptTypes.${value}`) }))} />
                </Form.Item>
              </>
            )}
            {condition.conditionType === 'script' && condition.scriptType === 'externalScript' ? (
              <Form.Item label={t('sec.resource')}>
                <Input key={`res:${condition.resource}`} defaultValue={condition.resource} data-testid="pd-script-resource" onBlur={(event) => commitText('resource', event.target.value)} />
              </Form.Item>
            ) : (
              <Form.Item label={condition.conditionType === 'script' ? t('sec.script') : t('panel.expression')} extra={t('panel.expressionHint')}>
                <Input.TextArea key={`body:${condition.body}`} defaultValue={condition.body} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="pd-condition" onBlur={(event) => commitText('body', event.target.value)} />
              </Form.Item>
            )}
            <Space size={4} wrap>
              <Popover trigger="click" content={fieldList} title={t('sec.fieldList')}>
                <Button size="small" data-testid="pd-field-list-open">{t('sec.fieldList')}</Button>
              </Popover>
              {condition.conditionType === 'expression' && <ExpressionPickButton testId="pd-condition-pick" onPick={(expression) => commitText('body', expression)} />}
            </Space>
          </>
        )}
      </Form>
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function ConditionGroup(props: { element: BpmnElement; services: Services; formId: string | null }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-condition-group" title={t('panel.condition')}>
      <ConditionGroupBody {...props} />
    </PanelGroup>
  );
}
