/**
 * The call activity, error / escalation and event-sub-process parts of the designer's model (issue #14):
 * what the writers create, saved and parsed again, reads back as written and compiles as the engine runs
 * it (calledElement, camunda:in / camunda:out, error and escalation codes, isInterrupting).
 */
import { describe, expect, it } from 'vitest';
import camundaJson from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import {
  checkMappingRow, checkNewCodeDefinition, codeDefinitionAttrs, codeEventDefinitionOf, createTree, interruptingFixed, isEventSubProcessStart, isFixedProcessKey,
  isInterrupting, mappingRow, mappingSpecs, readCallActivity, readCodeDefinitions, withFlowhallVocabulary,
  type ModdleDescriptor, type ModdleLike, type VariableMappingRow,
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

async function roundTrip(elements: ModdleLike[], roots: ModdleLike[] = []) {
  const process = moddle.create('bpmn:Process', { id: 'p', isExecutable: true, flowElements: elements });
  const definitions = moddle.create('bpmn:Definitions', { id: 'd', targetNamespace: 'x', rootElements: [...roots, process] });
  const { xml } = await moddle.toXML(definitions);
  const parsed = await moddle.fromXML(xml);
  const rootElements = parsed.rootElement.rootElements;
  return { xml, rootElements, process: rootElements.find((root) => root.$type === 'bpmn:Process')! };
}
const flow = (id: string, sourceRef: ModdleLike, targetRef: ModdleLike) => moddle.create('bpmn:SequenceFlow', { id, sourceRef, targetRef });

describe('call activity', () => {
  it('writes calledElement and the in / out mappings; they read back and compile as the engine runs them', async () => {
    const inputs: VariableMappingRow[] = [mappingRow('days', 'leaveDays'), mappingRow('${days * 2}', 'doubled'), { source: '', target: '', sourceExpression: false, all: false, businessKey: '${key}' }];
    const outputs: VariableMappingRow[] = [{ source: '', target: '', sourceExpression: false, all: true }, mappingRow('  ', 'ignoredNoTarget'), mappingRow('x', '')];
    const specs = [...mappingSpecs('in', inputs), ...mappingSpecs('out', outputs)];
    // A row without a target is not written; one with a target but no source is (the check refuses it first).
    expect(specs).toHaveLength(5);
    const start = moddle.create('bpmn:StartEvent', { id: 's' });
    const call = moddle.create('bpmn:CallActivity', { id: 'call', calledElement: 'child_key', extensionElements: moddle.create('bpmn:ExtensionElements', { values: specs.map((spec) => createTree(moddle, spec)) }) });
    const end = moddle.create('bpmn:EndEvent', { id: 'e' });
    const { xml, process } = await roundTrip([start, call, end, flow('f1', start, call), flow('f2', call, end)]);
    expect(xml).toContain('calledElement="child_key"');
    expect(xml).toContain('<camunda:in source="days" target="leaveDays" />');
    expect(xml).toContain('<camunda:in sourceExpression="${days * 2}" target="doubled" />');
    expect(xml).toContain('<camunda:out variables="all" />');
    const read = readCallActivity(process.flowElements.find((el) => el.id === 'call')!);
    expect(read.calledElement).toBe('child_key');
    expect(read.inputs).toEqual([
      { source: 'days', target: 'leaveDays', sourceExpression: false, all: false },
      { source: '${days * 2}', target: 'doubled', sourceExpression: true, all: false },
      { source: '', target: '', sourceExpression: false, all: false, businessKey: '${key}' },
    ]);
    expect(read.outputs[0]).toMatchObject({ all: true });
    expect(read.outputs[1]).toMatchObject({ source: '', target: 'ignoredNoTarget' });
    const clean = xml.replace('<camunda:out source="" target="ignoredNoTarget" />', '');
    const { graph, errors } = compileProcess((await parseBpmnXml(clean)).definitions);
    expect(errors).toEqual([]);
    expect(graph!.nodes.call!.call).toEqual({ calledElement: 'child_key', businessKey: '${key}', inputs: [{ source: 'days', target: 'leaveDays' }, { sourceExpression: '${days * 2}', target: 'doubled' }], outputs: [{ all: true }] });
  });

  it('checks rows and keys the way the deploy check does', () => {
    expect(checkMappingRow(mappingRow('', 'a'))).toBe('source');
    expect(checkMappingRow(mappingRow('a', ''))).toBe('target');
    expect(checkMappingRow(mappingRow('a', 'b'))).toBeNull();
    expect(checkMappingRow({ source: '', target: '', sourceExpression: false, all: true })).toBeNull();
    expect(isFixedProcessKey('leave')).toBe(true);
    expect(isFixedProcessKey('${key}')).toBe(false);
    expect(isFixedProcessKey(' ')).toBe(false);
  });
});

describe('errors and escalations', () => {
  it('a boundary error and an escalation end refer to root definitions whose codes the engine compiles', async () => {
    const error = moddle.create('bpmn:Error', codeDefinitionAttrs('error', { id: 'Error_1', name: '材料不全', code: 'MISSING' }));
    const escalation = moddle.create('bpmn:Escalation', codeDefinitionAttrs('escalation', { id: 'Esc_1', name: '上报', code: 'UP' }));
    const start = moddle.create('bpmn:StartEvent', { id: 's' });
    const task = moddle.create('bpmn:UserTask', { id: 't', assignee: 'admin' });
    const boundary = moddle.create('bpmn:BoundaryEvent', { id: 'b', attachedToRef: task, eventDefinitions: [moddle.create('bpmn:ErrorEventDefinition', { errorRef: error })] });
    const end = moddle.create('bpmn:EndEvent', { id: 'e', eventDefinitions: [moddle.create('bpmn:EscalationEventDefinition', { escalationRef: escalation })] });
    const end2 = moddle.create('bpmn:EndEvent', { id: 'e2' });
    const { xml, rootElements, process } = await roundTrip([start, task, boundary, end, end2, flow('f1', start, task), flow('f2', task, end), flow('f3', boundary, end2)], [error, escalation]);
    expect(readCodeDefinitions(rootElements, 'error')).toEqual([{ id: 'Error_1', name: '材料不全', code: 'MISSING' }]);
    expect(readCodeDefinitions(rootElements, 'escalation')).toEqual([{ id: 'Esc_1', name: '上报', code: 'UP' }]);
    const readBoundary = codeEventDefinitionOf(process.flowElements.find((el) => el.id === 'b')!);
    expect(readBoundary?.kind).toBe('error');
    expect((readBoundary!.definition.errorRef as ModdleLike).id).toBe('Error_1');
    expect(codeEventDefinitionOf(process.flowElements.find((el) => el.id === 't')!)).toBeNull();
    const { graph } = compileProcess((await parseBpmnXml(xml)).definitions);
    expect(graph!.nodes.b!.event).toEqual({ kind: 'error', code: 'MISSING' });
    expect(graph!.nodes.e!.event).toEqual({ kind: 'escalation', code: 'UP' });
  });

  it('refuses a taken id (该错误已存在…), an empty name or code, a code the kind already throws', () => {
    const existing = [{ id: 'Error_1', name: 'a', code: 'A' }];
    expect(checkNewCodeDefinition({ id: 'Error_1', name: 'b', code: 'B' }, ['Error_1'], existing)).toBe('exists');
    expect(checkNewCodeDefinition({ id: 'Task_1', name: 'b', code: 'B' }, ['Task_1'], existing)).toBe('exists');
    expect(checkNewCodeDefinition({ id: '1bad', name: 'b', code: 'B' }, [], existing)).toBe('id');
    expect(checkNewCodeDefinition({ id: 'Error_2', name: ' ', code: 'B' }, [], existing)).toBe('name');
    expect(checkNewCodeDefinition({ id: 'Error_2', name: 'b', code: '' }, [], existing)).toBe('code');
    expect(checkNewCodeDefinition({ id: 'Error_2', name: 'b', code: 'A' }, [], existing)).toBe('codeTaken');
    expect(checkNewCodeDefinition({ id: 'Error_2', name: 'b', code: 'B' }, ['Error_1'], existing)).toBeNull();
  });
});

describe('event sub-process start', () => {
  it('is recognised, reads isInterrupting, and a non-interrupting start compiles as such; an error start is fixed', async () => {
    const inner = moddle.create('bpmn:StartEvent', { id: 'es', isInterrupting: false, eventDefinitions: [moddle.create('bpmn:SignalEventDefinition', {})] });
    const innerEnd = moddle.create('bpmn:EndEvent', { id: 'ee' });
    const sub = moddle.create('bpmn:SubProcess', { id: 'sub', triggeredByEvent: true, flowElements: [inner, innerEnd, flow('sf', inner, innerEnd)] });
    const start = moddle.create('bpmn:StartEvent', { id: 's' });
    const task = moddle.create('bpmn:UserTask', { id: 't', assignee: 'admin' });
    const end = moddle.create('bpmn:EndEvent', { id: 'e' });
    const { xml, process } = await roundTrip([start, task, end, sub, flow('f1', start, task), flow('f2', task, end)]);
    expect(xml).toContain('isInterrupting="false"');
    const readSub = process.flowElements.find((el) => el.id === 'sub') as ModdleLike & { flowElements: ModdleLike[] };
    const readStart = readSub.flowElements.find((el) => el.id === 'es')!;
    expect(isEventSubProcessStart(readStart)).toBe(true);
    expect(isEventSubProcessStart(process.flowElements.find((el) => el.id === 's')!)).toBe(false);
    expect(isInterrupting(readStart)).toBe(false);
    expect(interruptingFixed(readStart)).toBe(false);
    expect(interruptingFixed(moddle.create('bpmn:StartEvent', { eventDefinitions: [moddle.create('bpmn:ErrorEventDefinition', {})] }))).toBe(true);
    const { graph } = compileProcess((await parseBpmnXml(xml)).definitions);
    expect(graph!.nodes.es!.interrupting).toBe(false);
  });
});
