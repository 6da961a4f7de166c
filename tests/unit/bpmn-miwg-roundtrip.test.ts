/**
 * The MIWG reference diagrams through the designer's XML layer: bpmn-moddle with the camunda moddle
 * and Flowhall's vocabulary merged in (ENGINE_DESCRIPTOR, what modeler.ts hands bpmn-js), import →
 * export → re-import with no element, attribute or extension lost (a semantic compare of the two moddle
 * trees). Then the engine's deploy check (compiler + checkModel, as deployModel runs them) with the
 * empty-approver policy "to the administrator": the diagrams it refuses are listed with their reasons,
 * each a construct the engine does not run. And the designer's palette filter offers only what deploys.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { aliasEngineNamespaces, ENGINE_DESCRIPTOR, ENGINE_PREFIX, SUPPORTED_EVENT_DEFINITIONS } from '../../src/schemas/bpmn/index.ts';
import { parseBpmnXml, registerModdleDescriptor, type ModdleElement } from '../../src/server/bpm/model/parse.ts';
import { checkModel } from '../../src/server/bpm/model/lint.ts';
import { compileProcess } from '../../src/server/bpm/engine/compile-graph.ts';
import { isOffered, keepSupported } from '../../src/designers/process/palette-filter.ts';

const corpus = join(fileURLToPath(new URL('../..', import.meta.url)), '../shared/corpora/bpmn-miwg');
const files = existsSync(corpus) ? readdirSync(corpus).filter((f) => f.endsWith('.bpmn')).sort() : [];
if (files.length === 0) console.warn(`bpmn-miwg-roundtrip: skipped, corpus not found at ${corpus}`);

/** The file as the designer's open-file button reads it: text in the encoding its XML declaration names. */
function text(file: string): string {
  const bytes = readFileSync(join(corpus, file));
  const declared = /encoding=["']([^"']+)["']/.exec(bytes.subarray(0, 200).toString('latin1'))?.[1] ?? 'utf-8';
  return new TextDecoder(declared.toLowerCase() === 'iso-8859-1' ? 'latin1' : declared).decode(bytes);
}

interface Moddle {
  fromXML(xml: string, type?: string): Promise<{ rootElement: ModdleElement; warnings: unknown[]; elementsById: Record<string, unknown> }>;
  toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
}
const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => Moddle };
const moddle = () => new BpmnModdle({ [ENGINE_PREFIX]: ENGINE_DESCRIPTOR });

/** A moddle tree as plain data: types, attributes, bodies, extension elements, references by id. */
function semantic(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => semantic(v, depth));
  const el = value as ModdleElement & { $descriptor?: { properties?: { name: string; isReference?: boolean; default?: unknown }[] } };
  const properties = el.$descriptor?.properties ?? [];
  const references = new Set(properties.filter((p) => p.isReference).map((p) => p.name));
  const out: Record<string, unknown> = { $type: el.$type };
  for (const [key, v] of Object.entries(el)) {
    if (key.startsWith('$')) continue;
    // The writer leaves out an attribute that equals its default; it reads back as the same value.
    const declared = properties.find((p) => p.name === key);
    if (declared?.default !== undefined && String(declared.default) === String(v)) continue;
    if (references.has(key)) out[key] = Array.isArray(v) ? v.map((r: ModdleElement) => `ref:${r?.id}`) : `ref:${(v as ModdleElement | undefined)?.id}`;
    else out[key] = semantic(v, depth + 1);
  }
  // xsi:type naming the element's own type (dc:Point on a waypoint, tFormalExpression under whatever
  // prefix the file or the writer picked for the BPMN namespace) says nothing the $type does not.
  const ownType = (type: string) => [String(el.$type).replace(/^[^:]*:/, ''), `t${String(el.$type).replace(/^[^:]*:/, '')}`].includes(type.replace(/^[^:]*:/, ''));
  const attrs = Object.entries(el.$attrs ?? {}).filter(([k, v]) => !k.startsWith('xmlns') && !(k === 'xsi:type' && ownType(v)));
  if (attrs.length > 0) out.$attrs = Object.fromEntries(attrs.sort(([a], [b]) => a.localeCompare(b)));
  return out;
}

beforeAll(() => {
  registerModdleDescriptor(ENGINE_PREFIX, ENGINE_DESCRIPTOR as never);
});

describe.skipIf(files.length === 0)('MIWG diagrams through the designer’s XML layer', () => {
  it.each(files)('%s imports, exports and re-imports with nothing lost', async (file) => {
    // As the designer opens a file (modeler.ts#normaliseImport): activiti/flowable namespaces read as camunda.
    const first = await moddle().fromXML(aliasEngineNamespaces(text(file)), 'bpmn:Definitions');
    const { xml } = await moddle().toXML(first.rootElement, { format: true });
    const again = await moddle().fromXML(xml, 'bpmn:Definitions');
    expect(semantic(again.rootElement)).toEqual(semantic(first.rootElement));
    expect(Object.keys(again.elementsById).sort()).toEqual(Object.keys(first.elementsById).sort());
    expect(again.warnings.length).toBeLessThanOrEqual(first.warnings.length);
  });
});

/**
 * What the deploy check refuses, per diagram, with the empty-approver policy "to the administrator"
 * written on every user task (extendData, as the designer writes it): a user task without approver
 * settings is then deployable. The MIWG files are interchange tests, not executable
 * models, so two kinds of reason remain, and every reason must be one of them:
 * - constructs the engine does not run: compensation, conditional events, multi-instance without a
 *   collection or cardinality, external tasks (C.9.1's send tasks: camunda:type="external", no
 *   message; they failed when reached), business rule tasks without an implementation;
 * - what no engine can run as drawn: conditions written in prose or FEEL, a gateway with neither
 *   conditions nor a default flow, a timer with no time, an event gateway leading to such a timer, a
 *   collapsed sub-process whose content was never drawn (A.3.0, C.3.0: no start event and no activity
 *   inside, so nothing to start; a sub-process without a start event but with activities now runs);
 * - several pools with content (A.4.0, A.4.1, B.1.0, C.2.0): the engine runs one process, and the
 *   other pools' elements would never run (B.1.0 would even run the process drawn inside a call
 *   activity and none of its pools). C.1.0's second pool is marked not executable beside an
 *   executable one: documentation, a warning only.
 */
const UNSUPPORTED = [/compensation/, /conditionalEventDefinition/, /multi-instance needs loopCardinality or collection/, /does not run external tasks/, /business rule task has no implementation/, /does not evaluate DMN decision tables/];
const NOT_EXECUTABLE_AS_DRAWN = [/the sub-process has nothing to start/, /the condition does not parse/, /the engine cannot evaluate a condition in/, /no outgoing flow of the exclusive gateway has a condition/, /Sequence flow is missing condition/, /timer without timeDate/, /timerEventDefinition \w+ is not supported/, /must lead to a timer, message or signal catch event/, /the engine runs one process .* would never run/];
const REFUSED_FILES = ['A.2.0.bpmn', 'A.3.0.bpmn', 'A.4.0.bpmn', 'A.4.1.bpmn', 'B.1.0.bpmn', 'B.2.0.bpmn', 'C.1.1.bpmn', 'C.2.0.bpmn', 'C.3.0.bpmn', 'C.4.0.bpmn', 'C.5.0.bpmn', 'C.6.0.bpmn', 'C.7.0.bpmn', 'C.8.0.bpmn', 'C.8.1.bpmn', 'C.9.0.bpmn', 'C.9.1.bpmn', 'C.9.2.bpmn'];

async function refusals(file: string): Promise<string[]> {
  const parsed = await parseBpmnXml(readFileSync(join(corpus, file)));
  // The policy as the designer writes it: extendData emptyapprove "users" with the administrator.
  for (const el of Object.values(parsed.elementsById)) {
    if (el.$type === 'bpmn:UserTask' && !el.extendData) el.extendData = JSON.stringify({ emptyapprove: 'users', emptyusers: [{ id: 'admin', name: '管理员' }] });
  }
  const compiled = compileProcess(parsed.definitions).errors.map((e) => `${e.elementType} ${e.elementId}: ${e.reasonEn}`);
  const checked = (await checkModel(parsed.definitions)).errors
    .filter((e) => !compiled.some((c) => c.includes(` ${e.elementId}:`)))
    .map((e) => `${e.elementType} ${e.elementId}: ${e.reasonEn}`);
  return [...new Set([...compiled, ...checked])].sort();
}

describe.skipIf(files.length === 0)('MIWG diagrams through the deploy check', () => {
  it('accepts every diagram the engine can run; the refused ones are listed with real unsupported constructs', async () => {
    const answers: Record<string, string[]> = {};
    for (const file of files) answers[file] = await refusals(file);
    const refused = Object.fromEntries(Object.entries(answers).filter(([, reasons]) => reasons.length > 0));
    console.info(JSON.stringify(refused, null, 1));
    expect(Object.keys(refused).sort()).toEqual(REFUSED_FILES);
    for (const [file, reasons] of Object.entries(refused)) {
      for (const reason of reasons) expect({ file, reason, known: [...UNSUPPORTED, ...NOT_EXECUTABLE_AS_DRAWN].some((r) => r.test(reason)) }).toMatchObject({ known: true });
    }
    // Deployable: one pool (or a second marked not executable, C.1.0) of elements the engine runs.
    expect(files.filter((f) => !REFUSED_FILES.includes(f))).toEqual(['A.1.0.bpmn', 'A.2.1.bpmn', 'C.1.0.bpmn']);
  }, 60_000);
});

describe('the designer’s palette offers what the engine runs', () => {
  it('isOffered follows the engine’s lists', () => {
    expect(isOffered({ type: 'bpmn:UserTask' })).toBe(true);
    expect(isOffered({ type: 'bpmn:CallActivity' })).toBe(true);
    expect(isOffered({ type: 'bpmn:ComplexGateway' })).toBe(false);
    expect(isOffered({ type: 'bpmn:Transaction' })).toBe(false);
    expect(isOffered({ type: 'bpmn:SubProcess', triggeredByEvent: true })).toBe(true);
    expect(isOffered({ type: 'bpmn:StartEvent', eventDefinitionType: 'bpmn:MessageEventDefinition' })).toBe(true);
    expect(isOffered({ type: 'bpmn:BoundaryEvent', eventDefinitionType: 'bpmn:CompensateEventDefinition' })).toBe(false);
    expect(isOffered({ type: 'bpmn:IntermediateCatchEvent', eventDefinitionType: 'bpmn:ConditionalEventDefinition' })).toBe(false);
    expect(isOffered({ type: 'bpmn:EndEvent', eventDefinitionType: 'bpmn:EscalationEventDefinition' })).toBe(true);
    expect(isOffered({ type: 'bpmn:DataStoreReference' })).toBe(true);
    // Run only with an implementation the panel cannot set: offered, it could only be refused at deploy.
    expect(isOffered({ type: 'bpmn:BusinessRuleTask' })).toBe(false);
    for (const [type, kinds] of Object.entries(SUPPORTED_EVENT_DEFINITIONS)) {
      for (const kind of kinds) expect(isOffered({ type: `bpmn:${type}`, ...(kind === 'none' ? {} : { eventDefinitionType: `bpmn:${kind.charAt(0).toUpperCase()}${kind.slice(1)}EventDefinition` }) })).toBe(true);
    }
  });

  it('keepSupported drops bpmn-js entries by their id and keeps tools it does not know', () => {
    const entries = Object.fromEntries(
      ['replace-with-complex-gateway', 'replace-with-call-activity', 'replace-with-rule-task', 'replace-with-compensation-end', 'replace-with-escalation-end', 'replace-with-transaction', 'toggle-loop', 'toggle-adhoc', 'toggle-parallel-mi', 'append.condition-intermediate-event', 'append.timer-intermediate-event', 'append.compensation-activity', 'hand-tool', 'delete'].map((id) => [id, { id }]),
    );
    // Standard loops run (toggle-loop stays); ad-hoc sub-processes and business rule tasks do not.
    expect(Object.keys(keepSupported(entries))).toEqual(['replace-with-call-activity', 'replace-with-escalation-end', 'toggle-loop', 'toggle-parallel-mi', 'append.timer-intermediate-event', 'hand-tool', 'delete']);
  });
});
