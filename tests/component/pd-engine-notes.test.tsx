/**
 * The panel says, beside a choice, what the engine will not run (#14): the flow condition's and the
 * script task's external option (the engine never fetches scripts), a format other than JavaScript, the
 * async flags it ignores; and the standard loop, which now runs, gets its condition, maximum and
 * test-before fields (each edit one command), with a warning while it has no way to end. In zh and en.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { ENGINE_DESCRIPTOR } from '../../src/schemas/bpmn/index.ts';
import type { BpmnElement, BusinessObject, Services } from '../../src/designers/process/modeler.ts';
import { ConditionGroup } from '../../src/designers/process/panel/ConditionGroup.tsx';
import { ScriptTaskGroup, TaskConfigGroup } from '../../src/designers/process/panel/ActivityGroups.tsx';
import { LoopGroup } from '../../src/designers/process/panel/LoopGroup.tsx';
import { setPanelGroupOpen } from '../../src/designers/process/panel/PanelGroup.tsx';
import { changeLanguage } from '../../src/runtime/i18n/index.ts';
import { setupI18n } from './form-support.tsx';

const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => { create(type: string, attrs?: Record<string, unknown>): BusinessObject } };
const moddle = new BpmnModdle({ camunda: ENGINE_DESCRIPTOR });

beforeAll(async () => {
  await setupI18n('zh');
  for (const id of ['pd-condition-group', 'pd-script-group', 'pd-task-config', 'pd-loop-group']) setPanelGroupOpen(id, true);
});
afterEach(async () => {
  cleanup();
  await changeLanguage('zh');
});

/** An element over `bo`, with services whose commands write the moddle and are recorded. */
function world(bo: BusinessObject, extra: Partial<BpmnElement> = {}) {
  const element = { id: String(bo.id), type: bo.$type, businessObject: bo, ...extra } as BpmnElement;
  const commands: string[] = [];
  const services = {
    modeling: {
      updateProperties: (el: BpmnElement, props: Record<string, unknown>) => {
        commands.push(`updateProperties:${Object.keys(props).join(',')}`);
        for (const [key, value] of Object.entries(props)) el.businessObject.set(key, value);
      },
    },
    bpmnFactory: { create: (type: string, attrs?: Record<string, unknown>) => moddle.create(type, attrs) },
  } as unknown as Services;
  return { element, services, commands };
}

const note = (testId: string) => screen.getByTestId(testId);
const warns = (testId: string) => note(testId).getAttribute('data-warn') === 'true';

/** A flow out of a gateway carrying a condition with the given attributes. */
function flowWith(condition: Record<string, unknown>) {
  const source = moddle.create('bpmn:ExclusiveGateway', { id: 'g' });
  const flow = moddle.create('bpmn:SequenceFlow', { id: 'f', sourceRef: source, conditionExpression: moddle.create('bpmn:FormalExpression', condition) });
  return world(flow, { source: { id: 'g', type: 'bpmn:ExclusiveGateway', businessObject: source } as BpmnElement });
}

const renderCondition = (w: ReturnType<typeof flowWith>) => render(<App><ConditionGroup element={w.element} services={w.services} formId={null} /></App>);

describe('flow condition', () => {

  it('beside the external option, the engine does not run external scripts: a warning once it is chosen', () => {
    renderCondition(flowWith({ language: 'javascript', body: 'days > 3' }));
    expect(note('pd-script-external-note').textContent).toBe('流程引擎不运行外部脚本：出于安全考虑，引擎从不按地址获取脚本，部署时会被拒绝。请使用内联脚本。');
    expect(warns('pd-script-external-note')).toBe(false);
    expect(note('pd-script-language-note').textContent).toContain('只计算 JavaScript 脚本条件');
    cleanup();
    renderCondition(flowWith({ language: 'javascript', 'camunda:resource': 'https://example.com/c.js' }));
    expect(warns('pd-script-external-note')).toBe(true);
  });

  it('a language other than JavaScript is named as refused, in English too', async () => {
    await changeLanguage('en');
    renderCondition(flowWith({ language: 'groovy', body: 'days > 3' }));
    expect(note('pd-script-language-note').textContent).toBe('"groovy" is not JavaScript: the deploy will refuse it.');
    expect(warns('pd-script-language-note')).toBe(true);
    expect(note('pd-script-external-note').textContent).toContain('does not run external scripts');
  });
});

describe('script task and task config', () => {
  it('the script task says JavaScript only and warns on external or another format', () => {
    const external = world(moddle.create('bpmn:ScriptTask', { id: 's', scriptFormat: 'javascript', 'camunda:resource': 'x.js' }));
    render(<App><ScriptTaskGroup element={external.element} services={external.services} /></App>);
    expect(warns('pd-script-kind-note')).toBe(true);
    expect(note('pd-script-format-note').textContent).toBe('流程引擎只运行 JavaScript 脚本（javascript、js、ecmascript），其他格式部署时会被拒绝。');
    cleanup();
    const groovy = world(moddle.create('bpmn:ScriptTask', { id: 's', scriptFormat: 'groovy', script: '1' }));
    render(<App><ScriptTaskGroup element={groovy.element} services={groovy.services} /></App>);
    expect([warns('pd-script-format-note'), warns('pd-script-kind-note')]).toEqual([true, false]);
    expect(note('pd-script-format-note').textContent).toBe('「groovy」不是 JavaScript：部署时会被拒绝。');
  });

  it('picking external keeps it until the address is typed, though the groups remount on each change', () => {
    const w = world(moddle.create('bpmn:ScriptTask', { id: 's', scriptFormat: 'javascript', script: '1 + 1' }));
    const view = render(<App><ScriptTaskGroup key="r1" element={w.element} services={w.services} /></App>);
    fireEvent.click(screen.getByText('外部资源'));
    // PropertiesPanel keys the groups by revision: the change remounts the group.
    view.rerender(<App><ScriptTaskGroup key="r2" element={w.element} services={w.services} /></App>);
    expect(w.element.businessObject.script).toBeUndefined();
    expect(warns('pd-script-kind-note')).toBe(true);
    fireEvent.blur(screen.getByTestId('pd-script-res'), { target: { value: 'https://example.com/calc.js' } });
    view.rerender(<App><ScriptTaskGroup key="r3" element={w.element} services={w.services} /></App>);
    expect(w.element.businessObject.get('camunda:resource')).toBe('https://example.com/calc.js');
    expect((screen.getByTestId('pd-script-res') as HTMLInputElement).value).toBe('https://example.com/calc.js');
  });

  it('the task config says the async flags are ignored, as a warning once one is on', () => {
    const w = world(moddle.create('bpmn:UserTask', { id: 'u' }));
    const view = render(<App><TaskConfigGroup element={w.element} services={w.services} /></App>);
    expect(note('pd-async-note').textContent).toContain('异步前、异步后、排他和重试周期会被忽略');
    expect(warns('pd-async-note')).toBe(false);
    fireEvent.click(screen.getByTestId('pd-async-before'));
    view.rerender(<App><TaskConfigGroup element={w.element} services={w.services} /></App>);
    expect(warns('pd-async-note')).toBe(true);
  });
});

describe('standard loop', () => {
  it('offers its condition, maximum and test-before; warns until it can end; each edit one command', async () => {
    const w = world(moddle.create('bpmn:Task', { id: 't', loopCharacteristics: moddle.create('bpmn:StandardLoopCharacteristics', {}) }));
    const view = render(<App><LoopGroup element={w.element} services={w.services} ownedByApprovers={false} /></App>);
    const again = () => view.rerender(<App><LoopGroup element={w.element} services={w.services} ownedByApprovers={false} /></App>);
    expect(note('pd-loop-needs-end').textContent).toBe('请设置循环条件或最多执行次数，否则循环永不结束，部署时会被拒绝。');
    fireEvent.blur(screen.getByTestId('pd-loop-condition'), { target: { value: '${loopCounter < 3}' } });
    again();
    expect(screen.queryByTestId('pd-loop-needs-end')).toBeNull();
    fireEvent.blur(screen.getByTestId('pd-loop-maximum'), { target: { value: '5' } });
    again();
    fireEvent.click(screen.getByTestId('pd-loop-test-before'));
    again();
    const loop = w.element.businessObject.loopCharacteristics as BusinessObject;
    expect(loop.$type).toBe('bpmn:StandardLoopCharacteristics');
    expect([(loop.loopCondition as BusinessObject).body, loop.loopMaximum, loop.testBefore]).toEqual(['${loopCounter < 3}', 5, true]);
    expect(w.commands).toEqual(['updateProperties:loopCharacteristics', 'updateProperties:loopCharacteristics', 'updateProperties:loopCharacteristics']);
    expect((screen.getByTestId('pd-loop-condition') as HTMLInputElement).value).toBe('${loopCounter < 3}');
    await changeLanguage('en');
    again();
    expect(screen.getByText('Check before each run (a false condition skips the activity)')).toBeTruthy();
  });
});
