/**
 * The remaining property sections' pure model through XML and back: listeners (with fields, scripts and a
 * timeout timer), timers and the time dialog's codes, loops, script tasks, async flags, extra properties,
 * documentation, messages and signals. What a writer creates, saved and parsed again, reads back as written;
 * the listeners also as the engine's compiler reads them.
 */
import { describe, expect, it } from 'vitest';
import camundaJson from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import {
  asyncAttrs, checkNewRoot, COMPLETION_PRESETS, createTree, describeDuration, documentationSpecs, durationCode, emptyListener, extraPropertiesSpecs, fieldProblems,
  listenerFromLibrary, listenerProblems, listenerSpec, loopSpec, normalizeAsync, parseDurationCode, randomId8, readAsync, readDocumentation, readExtraProperties,
  readListeners, readLoop, readRootDefinitions, readScriptTask, readTimer, retryCycleSpecs, scriptTaskAttrs, timerSpec, withFlowhallVocabulary,
  type Listener, type ModdleDescriptor, type ModdleLike, type TreeSpec,
} from '../../src/schemas/bpmn/index.ts';
import { parseBpmnXml } from '../../src/server/bpm/model/parse.ts';
import { compileProcess } from '../../src/server/bpm/engine/compile-graph.ts';

interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): ModdleLike;
  toXML(element: unknown): Promise<{ xml: string }>;
  fromXML(xml: string): Promise<{ rootElement: { rootElements: (ModdleLike & { flowElements: ModdleLike[] })[] } }>;
}
const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => Moddle };
const moddle = new BpmnModdle({ camunda: withFlowhallVocabulary(camundaJson as unknown as ModdleDescriptor) });
const make = (spec: TreeSpec) => createTree(moddle, spec);
const defined = (attrs: Record<string, unknown>) => Object.fromEntries(Object.entries(attrs).filter(([, value]) => value !== undefined).map(([key, value]) => [key.replace(/^camunda:/, ''), value]));

/** A process with `elements` (and root elements beside it) through XML and back. */
async function roundTrip(elements: ModdleLike[], roots: ModdleLike[] = []) {
  const process = moddle.create('bpmn:Process', { id: 'p', isExecutable: true, flowElements: elements });
  const definitions = moddle.create('bpmn:Definitions', { id: 'd', targetNamespace: 'x', rootElements: [...roots, process] });
  const { xml } = await moddle.toXML(definitions);
  const parsed = await moddle.fromXML(xml);
  const rootElements = parsed.rootElement.rootElements;
  return { xml, rootElements, process: rootElements.find((root) => root.$type === 'bpmn:Process')! };
}

const withExtensions = (type: string, attrs: Record<string, unknown>, specs: TreeSpec[]) =>
  moddle.create(type, { ...attrs, extensionElements: moddle.create('bpmn:ExtensionElements', { values: specs.map(make) }) });

describe('listeners', () => {
  const notify: Listener = { ...emptyListener('taskListener'), event: 'create', valueType: 'delegateExpression', value: '${notifyDelegate}', fields: [
    { name: 'channel', required: '1', fieldType: 'string', value: 'sms' },
    { name: 'to', required: '1', fieldType: 'expression', value: '${initiator}' },
  ] };
  const timeout: Listener = { ...emptyListener('taskListener'), event: 'timeout', valueType: 'class', value: 'com.example.Remind', timer: { type: 'Duration', body: 'P2D' } };
  const script: Listener = { ...emptyListener('executionListener'), event: 'end', valueType: 'script', scriptFormat: 'javascript', value: "execution.setVariable('done', true)" };
  const external: Listener = { ...emptyListener('executionListener'), event: 'start', valueType: 'script', scriptFormat: 'groovy', scriptType: 'externalScript', resource: 'classpath://audit.groovy' };

  it('read back as written, each kind apart, and as the engine compiles them', async () => {
    const task = withExtensions('bpmn:UserTask', { id: 'approve' }, [
      listenerSpec('executionListener', script), listenerSpec('taskListener', notify), listenerSpec('taskListener', timeout, 'TimerEventDefinition_abcd1234'), listenerSpec('executionListener', external),
    ]);
    const { xml, process } = await roundTrip([task]);
    const back = process.flowElements[0]!;
    expect(readListeners(back, 'taskListener')).toEqual([notify, timeout]);
    expect(readListeners(back, 'executionListener')).toEqual([script, external]);
    expect(xml).toContain('camunda:expression>${initiator}</camunda:expression>');
    const { graph } = compileProcess((await parseBpmnXml(xml)).definitions);
    expect(graph?.nodes.approve?.taskListeners).toEqual([
      { event: 'create', type: 'delegateExpression', value: '${notifyDelegate}', fields: [{ name: 'channel', value: 'sms', kind: 'string' }, { name: 'to', value: '${initiator}', kind: 'expression' }] },
      { event: 'timeout', type: 'class', value: 'com.example.Remind', fields: [], timer: { kind: 'timeDuration', expression: 'P2D' } },
    ]);
  });

  it('only the chosen value type is written; the timer only on a task listener timeout', () => {
    const spec = listenerSpec('executionListener', { ...timeout, event: 'start' });
    expect(spec.attrs).toEqual({ event: 'start', class: 'com.example.Remind' });
    expect(spec.children?.eventDefinitions).toBeUndefined();
    expect(listenerSpec('executionListener', external).children?.script).toEqual({ type: 'camunda:Script', attrs: { scriptFormat: 'groovy', resource: 'classpath://audit.groovy' } });
  });

  it('spec §5 form rules: name/event/type, the value by type, a field value only when required is 0', () => {
    expect(listenerProblems({ ...emptyListener('taskListener'), event: '' })).toEqual(['event', 'class']);
    expect(listenerProblems({ ...emptyListener('taskListener'), valueType: 'expression' })).toEqual(['expression']);
    expect(listenerProblems({ ...timeout, timer: { type: 'Duration', body: '' } })).toEqual(['timer']);
    expect(listenerProblems({ ...external, resource: '' })).toEqual(['resource']);
    expect(listenerProblems(notify)).toEqual([]);
    expect(fieldProblems({ name: '', required: '1', fieldType: 'string', value: '' })).toEqual(['name']);
    expect(fieldProblems({ name: 'a', required: '0', fieldType: 'string', value: ' ' })).toEqual(['value']);
    expect(fieldProblems({ name: 'a', required: '1', fieldType: 'expression', value: '' })).toEqual([]);
  });

  it('a library row gives its event, type, value and a field per parameter', () => {
    const listener = listenerFromLibrary({ eventType: 'complete', valueType: 'expression', value: '${mailer.send(task)}' }, [
      { name: 'template', paramType: 'string', value: 'done', required: true },
      { name: 'cc', paramType: 'expression', value: null, required: false },
    ]);
    expect(listener).toMatchObject({ event: 'complete', valueType: 'expression', value: '${mailer.send(task)}' });
    expect(listener.fields).toEqual([{ name: 'template', required: '0', fieldType: 'string', value: 'done' }, { name: 'cc', required: '1', fieldType: 'expression', value: '' }]);
  });
});

describe('timers and the time dialog', () => {
  it.each([['Date', '2030-01-01T08:00:00Z'], ['Duration', 'PT4H'], ['Cycle', 'R3/PT10M']] as const)('%s reads back on a boundary event', async (type, body) => {
    const definition = make(timerSpec({ type, body }, 'TimerEventDefinition_k2m9x7qa'));
    const task = moddle.create('bpmn:UserTask', { id: 't' });
    const boundary = moddle.create('bpmn:BoundaryEvent', { id: 'b', attachedToRef: task, eventDefinitions: [definition] });
    const { process } = await roundTrip([task, boundary]);
    const back = process.flowElements.find((element) => element.id === 'b')!;
    const [parsed] = back.eventDefinitions as ModdleLike[];
    expect(readTimer(parsed)).toEqual({ type, body });
    expect(parsed!.id).toBe('TimerEventDefinition_k2m9x7qa');
  });

  it('the dialog writes one code per unit (hours as PT{n}H), reads its codes back, refuses counts beyond 0–999', () => {
    expect(['H', 'D', 'M', 'Y'].map((unit) => durationCode(3, unit as 'H'))).toEqual(['PT3H', 'P3D', 'P3M', 'P3Y']);
    expect(parseDurationCode('PT12H')).toEqual({ count: 12, unit: 'H' });
    expect(parseDurationCode('P12H')).toEqual({ count: 12, unit: 'H' });
    expect(parseDurationCode('PT5M')).toBeNull();
    expect(() => durationCode(1000, 'D')).toThrow(RangeError);
    expect(durationCode(0, 'D')).toBe('P0D');
    expect(describeDuration(0, 'zh')).toBe('0秒');
    expect(describeDuration(90061, 'zh')).toBe('1天1小时1分钟1秒');
    expect(randomId8(() => 0.5)).toHaveLength(8);
  });
});

describe('loop, script task, async flags', () => {
  it('a multi-instance loop reads back; Null removes it; StandardLoop is an empty standard loop', async () => {
    const value = { type: 'SequentialMultiInstance' as const, loopCardinality: '3', collection: '${reviewers}', elementVariable: 'reviewer', completionCondition: COMPLETION_PRESETS.all };
    const task = moddle.create('bpmn:UserTask', { id: 'review', loopCharacteristics: make(loopSpec(value)!) });
    const standard = moddle.create('bpmn:Task', { id: 'again', loopCharacteristics: make(loopSpec({ ...value, type: 'StandardLoop' })!) });
    const { process } = await roundTrip([task, standard]);
    expect(readLoop(process.flowElements[0]!)).toEqual(value);
    expect(readLoop(process.flowElements[1]!).type).toBe('StandardLoop');
    expect(loopSpec({ ...value, type: 'Null' })).toBeNull();
  });

  it('a script task keeps inline or external, never both, with its result variable', async () => {
    const inline = { scriptFormat: 'javascript', scriptType: 'inlineScript' as const, script: 'days * 2', resource: 'ignored.js', resultVariable: 'double' };
    const external = { ...inline, scriptType: 'externalScript' as const, script: 'ignored', resource: 'deployment://calc.js' };
    const { process } = await roundTrip([moddle.create('bpmn:ScriptTask', { id: 's1', ...defined(scriptTaskAttrs(inline)) }), moddle.create('bpmn:ScriptTask', { id: 's2', ...defined(scriptTaskAttrs(external)) })]);
    expect(readScriptTask(process.flowElements[0]!)).toEqual({ ...inline, resource: '' });
    expect(readScriptTask(process.flowElements[1]!)).toEqual({ ...external, script: '' });
  });

  it('spec §4: neither async flag forces exclusive off and clears the retry cycle', async () => {
    expect(normalizeAsync({ asyncBefore: false, asyncAfter: false, exclusive: true, retryCycle: 'R3/PT10M' })).toEqual({ asyncBefore: false, asyncAfter: false, exclusive: false, retryCycle: '' });
    const on = { asyncBefore: true, asyncAfter: false, exclusive: false, retryCycle: 'R3/PT10M' };
    const task = withExtensions('bpmn:ServiceTask', { id: 'a', ...defined(asyncAttrs(on)) }, retryCycleSpecs(on));
    const off = moddle.create('bpmn:ServiceTask', { id: 'b', ...defined(asyncAttrs({ ...on, asyncBefore: false })) });
    const { process } = await roundTrip([task, off]);
    expect(readAsync(process.flowElements[0]!)).toEqual(on);
    expect(readAsync(process.flowElements[1]!)).toEqual({ asyncBefore: false, asyncAfter: false, exclusive: false, retryCycle: '' });
    expect(retryCycleSpecs({ ...on, asyncBefore: false })).toEqual([]);
  });
});

describe('extra properties, documentation, messages and signals', () => {
  it('read back as written', async () => {
    const properties = [{ name: 'category', value: 'leave' }, { name: 'sla', value: '3d' }];
    const task = withExtensions('bpmn:UserTask', { id: 't', documentation: documentationSpecs('审批请假').map(make) }, extraPropertiesSpecs(properties));
    const message = moddle.create('bpmn:Message', { id: 'Message_paid', name: '已付款' });
    const signal = moddle.create('bpmn:Signal', { id: 'Signal_stop', name: '停止' });
    const { process, rootElements } = await roundTrip([task], [message, signal]);
    const back = process.flowElements[0]!;
    expect(readExtraProperties(back)).toEqual(properties);
    expect(readDocumentation(back)).toBe('审批请假');
    expect(readRootDefinitions(rootElements, 'message')).toEqual([{ id: 'Message_paid', name: '已付款' }]);
    expect(readRootDefinitions(rootElements, 'signal')).toEqual([{ id: 'Signal_stop', name: '停止' }]);
    expect(extraPropertiesSpecs([{ name: ' ', value: 'x' }])).toEqual([]);
  });

  it('spec §5: a taken id is refused (该消息已存在…), as are an empty name and an id that is no XML name', () => {
    expect(checkNewRoot({ id: 'Message_paid', name: 'x' }, ['Message_paid'])).toBe('exists');
    expect(checkNewRoot({ id: '1abc', name: 'x' }, [])).toBe('id');
    expect(checkNewRoot({ id: 'Message_new', name: ' ' }, [])).toBe('name');
    expect(checkNewRoot({ id: 'Message_new', name: '新' }, ['Message_paid'])).toBeNull();
  });
});
