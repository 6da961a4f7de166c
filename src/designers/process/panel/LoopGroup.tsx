/**
 * Multi-instance (spec §2 section 10, §3 multi-instance form, §4 loop types, §5 completion conditions):
 * loop type, cardinality, collection, element variable and completion condition (all completed, one
 * completed, or custom). On a user task whose approvers are set, the approver section's multi-approver
 * mode owns the loop (it writes collection and variable the server fills): shown read-only here, so the
 * two never write different loops. Its completion condition stays editable (a countersign that ends
 * once enough approve, `${passCount >= 2}`): the approver section never rewrites it while the mode holds.
 */
import { Form, Input, Radio, Select, Typography } from 'antd';
import { COMPLETION_PRESETS, createTree, LOOP_TYPES, loopSpec, readLoop, type LoopValue, type ModdleLike } from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, Services } from '../modeler.ts';
import { usePdT } from './i18n-more.ts';
import { ExpressionPickButton } from './ExpressionPicker.tsx';
import { PanelGroup } from './PanelGroup.tsx';

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
