/**
 * Multi-instance (spec §2 section 10, §3 multi-instance form, §4 loop types, §5 completion conditions):
 * loop type, cardinality, collection, element variable and completion condition (all completed, one
 * completed, or custom). On a user task whose approvers are set, the approver section's multi-approver
 * mode owns the loop (it writes collection and variable the server fills): shown read-only here, so the
 * two never write different loops. Its completion condition stays editable (a countersign that ends
 * once enough approve, `${passCount >= 2}`): the approver section never rewrites it while the mode holds.
 * A standard loop (the engine runs it: behaviours/standard-loop.ts) has its loop condition, maximum and
 * test-before flag; with neither condition nor maximum it never ends, which the panel says (the deploy
 * refuses it).
 */
import { Checkbox, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { COMPLETION_PRESETS, createTree, LOOP_TYPES, loopSpec, readLoop, type LoopValue, type ModdleLike } from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, BusinessObject, Services } from '../modeler.ts';
import { usePdT } from './i18n-more.ts';
import { ExpressionPickButton } from './ExpressionPicker.tsx';
import { PanelGroup } from './PanelGroup.tsx';
import { EngineNote } from './EngineNote.tsx';

interface StandardLoop {
  condition: string;
  maximum: number | null;
  testBefore: boolean;
}

function readStandardLoop(element: BpmnElement): StandardLoop {
  const loop = element.businessObject.loopCharacteristics as BusinessObject | undefined;
  const condition = loop?.loopCondition as BusinessObject | undefined;
  const maximum = Number(loop?.loopMaximum);
  return { condition: typeof condition?.body === 'string' ? condition.body : '', maximum: Number.isInteger(maximum) && maximum > 0 ? maximum : null, testBefore: loop?.testBefore === true };
}

/** The standard loop's own fields, each edit one command replacing the loop element (as the multi-instance form does). */
function StandardLoopFields({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const value = readStandardLoop(element);
  const write = (next: StandardLoop) => {
    const attrs: Record<string, unknown> = {};
    if (next.testBefore) attrs.testBefore = true;
    if (next.maximum) attrs.loopMaximum = next.maximum;
    if (next.condition.trim()) attrs.loopCondition = services.bpmnFactory.create('bpmn:FormalExpression', { body: next.condition.trim() });
    services.modeling.updateProperties(element, { loopCharacteristics: services.bpmnFactory.create('bpmn:StandardLoopCharacteristics', attrs) });
  };
  return (
    <>
      {!value.condition.trim() && !value.maximum && <EngineNote testId="pd-loop-needs-end" textKey="loopNeedsEnd" warn />}
      <Form.Item label={t('engine.loopCondition')} extra={t('engine.loopConditionHint')}>
        <Input key={`cond:${value.condition}`} data-testid="pd-loop-condition" defaultValue={value.condition} onBlur={(event) => event.target.value !== value.condition && write({ ...value, condition: event.target.value })} />
      </Form.Item>
      <ExpressionPickButton testId="pd-loop-condition-pick" onPick={(expression) => write({ ...value, condition: expression })} />
      <Form.Item label={t('engine.loopMaximum')} style={{ marginTop: 8 }}>
        <InputNumber key={`max:${value.maximum ?? ''}`} data-testid="pd-loop-maximum" min={1} precision={0} defaultValue={value.maximum ?? undefined}
          onBlur={(event) => {
            const parsed = Number(event.target.value);
            const maximum = event.target.value.trim() && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
            if (maximum !== value.maximum) write({ ...value, maximum });
          }} />
      </Form.Item>
      <Checkbox data-testid="pd-loop-test-before" checked={value.testBefore} onChange={(event) => write({ ...value, testBefore: event.target.checked })}>{t('engine.testBefore')}</Checkbox>
    </>
  );
}

type Preset = keyof typeof COMPLETION_PRESETS | 'custom';
const presetOf = (condition: string): Preset => (Object.entries(COMPLETION_PRESETS).find(([, body]) => body === condition)?.[0] as Preset | undefined) ?? 'custom';

function LoopGroupBody({ element, services, ownedByApprovers }: { element: BpmnElement; services: Services; ownedByApprovers: boolean }) {
  const { t } = usePdT();
  const loop = readLoop(element.businessObject as unknown as ModdleLike);
  const write = (next: LoopValue) => {
    const spec = loopSpec(next);
    services.modeling.updateProperties(element, { loopCharacteristics: spec ? createTree(services.bpmnFactory, spec) : undefined });
  };
  const multi = loop.type === 'SequentialMultiInstance' || loop.type === 'ParallelMultiInstance';
  const text = (key: 'loopCardinality' | 'collection' | 'elementVariable' | 'completionCondition') => (
    <Form.Item label={t(`more.${key}`)} key={key}>
      <Input key={`${key}:${loop[key]}`} data-testid={`pd-loop-${key}`} defaultValue={loop[key]} disabled={ownedByApprovers && key !== 'completionCondition'}
        onBlur={(event) => event.target.value !== loop[key] && write({ ...loop, [key]: event.target.value })} />
    </Form.Item>
  );
  return (
    <>
      {ownedByApprovers && <Typography.Paragraph type="secondary" data-testid="pd-loop-owned">{t('more.loopOwned')}</Typography.Paragraph>}
      <Form layout="vertical" size="small">
        <Form.Item label={t('more.loopType')}>
          <Select data-testid="pd-loop-type" value={loop.type} disabled={ownedByApprovers} onChange={(type: LoopValue['type']) => write({ ...loop, type, completionCondition: loop.completionCondition || (type === 'Null' || type === 'StandardLoop' ? '' : COMPLETION_PRESETS.all) })}
            options={LOOP_TYPES.map((value) => ({ value, label: t(`more.loopTypes.${value}`) }))} />
        </Form.Item>
        {loop.type === 'StandardLoop' && <StandardLoopFields element={element} services={services} />}
        {multi && (
          <>
            {text('loopCardinality')}
            {text('collection')}
            {text('elementVariable')}
            <Form.Item label={t('more.completionCondition')}>
              <Radio.Group data-testid="pd-loop-preset" value={presetOf(loop.completionCondition)}
                onChange={(event) => event.target.value !== 'custom' && write({ ...loop, completionCondition: COMPLETION_PRESETS[event.target.value as keyof typeof COMPLETION_PRESETS] })}
                options={(['all', 'any', 'custom'] as const).map((value) => ({ value, label: t(`more.completionPresets.${value}`) }))} />
            </Form.Item>
            {text('completionCondition')}
            <ExpressionPickButton testId="pd-loop-completion-pick" onPick={(expression) => write({ ...loop, completionCondition: expression })} />
          </>
        )}
      </Form>
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function LoopGroup(props: { element: BpmnElement; services: Services; ownedByApprovers: boolean }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-loop-group" title={t('more.loop')}>
      <LoopGroupBody {...props} />
    </PanelGroup>
  );
}
