/**
 * Event and time settings (spec §2 section 7, §4): on an event carrying a timer definition (timer start,
 * intermediate catch, boundary) its type and body, with the time dialog; a boundary event's
 * interrupting flag. A new type replaces the definition (one command), keeping its id.
 */
import { Checkbox, Form } from 'antd';
import { createTree, readTimer, timerIdOf, timerSpec, type ModdleLike, type TimerValue } from '../../../schemas/bpmn/index.ts';
import type { BpmnElement, BusinessObject, Services } from '../modeler.ts';
import { usePdT } from './i18n-more.ts';
import { TimerInput } from './TimerInput.tsx';
import { PanelGroup } from './PanelGroup.tsx';

/** The element's TimerEventDefinition, if it has one. */
export const timerDefinitionOf = (element: BpmnElement) =>
  ((element.businessObject.eventDefinitions as BusinessObject[] | undefined) ?? []).find((definition) => definition.$type === 'bpmn:TimerEventDefinition');

function EventTimerGroupBody({ element, services }: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  const bo = element.businessObject;
  const definition = timerDefinitionOf(element)!;
  const timer: TimerValue = readTimer(definition as unknown as ModdleLike) ?? { type: 'Duration', body: '' };
  const write = (next: TimerValue) => {
    const replaced = createTree(services.bpmnFactory, timerSpec(next, timerIdOf(definition)));
    const definitions = (bo.eventDefinitions as BusinessObject[]).map((one) => (one === definition ? replaced : one));
    services.modeling.updateModdleProperties(element, bo, { eventDefinitions: definitions });
  };
  return (
    <>
      <Form layout="vertical" size="small">
        <TimerInput testId="pd-timer" value={timer} onChange={write} />
        {bo.$type === 'bpmn:BoundaryEvent' && (
          <Form.Item>
            <Checkbox data-testid="pd-timer-interrupting" checked={bo.cancelActivity !== false} onChange={(event) => services.modeling.updateProperties(element, { cancelActivity: event.target.checked })}>{t('more.interrupting')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </>
  );
}

/** Collapsed, the group is its header only: the body's hooks (model reads, catalogue requests) run once it is opened. */
export function EventTimerGroup(props: { element: BpmnElement; services: Services }) {
  const { t } = usePdT();
  return (
    <PanelGroup id="pd-timer-group" title={t('more.eventTime')}>
      <EventTimerGroupBody {...props} />
    </PanelGroup>
  );
}
