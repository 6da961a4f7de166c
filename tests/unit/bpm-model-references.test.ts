/**
 * The reference rules (src/server/bpm/model/rules/references.ts) through checkModel and the save check:
 * duplicate error / escalation codes (an error everywhere, naming the definitions and the events that
 * use them) and call activities against the deployed keys (an error at deploy, a warning in the
 * designer's lint; a self-call and a same-document callable are not refused).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseBpmnXml, registerModdleDescriptor } from '../../src/server/bpm/model/parse.ts';
import { checkModel, deployCheck, type CheckOptions } from '../../src/server/bpm/model/lint.ts';
import { mayRepeatCode, saveProblems } from '../../src/server/bpm/definitions/service.ts';
import { ENGINE_DESCRIPTOR, ENGINE_PREFIX } from '../../src/schemas/bpmn/index.ts';

beforeAll(() => {
  registerModdleDescriptor(ENGINE_PREFIX, ENGINE_DESCRIPTOR as never);
});

function doc(body: string, roots = '', processId = 'main'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  id="defs" targetNamespace="http://flowhall.example/bpmn">
  ${roots}
  <bpmn:process id="${processId}" name="主流程" isExecutable="true">
    <bpmn:startEvent id="start" />
    ${body}
  </bpmn:process>
</bpmn:definitions>`;
}

async function check(xml: string, options: CheckOptions = {}) {
  const parsed = await parseBpmnXml(xml);
  return checkModel(parsed.definitions, { bpmnlint: false, ...options });
}

const ours = (findings: { rule: string; elementId: string }[], rule: string) => findings.filter((f) => f.rule === `flowhall/${rule}`).map((f) => f.elementId).sort();

const errors = (roots: string) => doc(
  `<bpmn:endEvent id="throwA"><bpmn:errorEventDefinition errorRef="errA" /></bpmn:endEvent>
   <bpmn:endEvent id="throwB"><bpmn:errorEventDefinition errorRef="errB" /></bpmn:endEvent>
   <bpmn:endEvent id="plain" />`,
  roots,
);

describe('duplicate error and escalation codes', () => {
  it('two errors with one code: an error on the later definition and on each event using either, with the designer\'s wording', async () => {
    const result = await check(errors('<bpmn:error id="errA" name="A" errorCode="E1" /><bpmn:error id="errB" name="B" errorCode="E1" />'));
    expect(ours(result.errors, 'duplicate-code')).toEqual(['errB', 'throwA', 'throwB']);
    const definition = result.errors.find((f) => f.elementId === 'errB')!;
    expect(definition).toMatchObject({ elementType: 'error', reason: '错误码重复：E1（errB 与 errA），该编码已被使用' });
    expect(definition.reasonEn).toContain('duplicate error code: E1');
    expect(result.errors.find((f) => f.elementId === 'plain')).toBeUndefined();
  });

  it('distinct codes, an empty code twice, and an error sharing a code with an escalation are all accepted', async () => {
    const distinct = await check(errors('<bpmn:error id="errA" name="A" errorCode="E1" /><bpmn:error id="errB" name="B" errorCode="E2" />'));
    expect(ours(distinct.errors, 'duplicate-code')).toEqual([]);
    const empty = await check(errors('<bpmn:error id="errA" name="A" /><bpmn:error id="errB" name="B" errorCode=" " />'));
    expect(ours(empty.errors, 'duplicate-code')).toEqual([]);
    const crossKind = await check(errors('<bpmn:error id="errA" name="A" errorCode="X" /><bpmn:error id="errB" name="B" errorCode="Y" /><bpmn:escalation id="escA" name="A" escalationCode="X" />'));
    expect(ours(crossKind.errors, 'duplicate-code')).toEqual([]);
  });

  it('two escalations with one code (codes compared trimmed): an error naming the escalation code', async () => {
    const xml = doc(
      '<bpmn:intermediateThrowEvent id="raise"><bpmn:escalationEventDefinition escalationRef="esc2" /></bpmn:intermediateThrowEvent>',
      '<bpmn:escalation id="esc1" name="one" escalationCode="UP" /><bpmn:escalation id="esc2" name="two" escalationCode=" UP" /><bpmn:escalation id="esc3" name="three" escalationCode="UP" />',
    );
    const result = await check(xml);
    expect(ours(result.errors, 'duplicate-code')).toEqual(['esc2', 'esc3', 'raise']);
    expect(result.errors.find((f) => f.elementId === 'esc3')!.reason).toBe('升级码重复：UP（esc3 与 esc1），该编码已被使用');
  });

  it('the deploy check and the save check refuse it; the save check ignores everything else', async () => {
    const xml = errors('<bpmn:error id="errA" name="A" errorCode="E1" /><bpmn:error id="errB" name="B" errorCode="E1" />');
    const deploy = await deployCheck((await parseBpmnXml(xml)).definitions);
    expect(deploy.errors.map((e) => e.elementId)).toEqual(expect.arrayContaining(['errB', 'throwA', 'throwB']));
    expect((await saveProblems(xml)).map((p) => p.elementId).sort()).toEqual(['errB', 'throwA', 'throwB']);
    // A draft may be unfinished (no end, a call without a key) or unreadable: save keeps it.
    expect(await saveProblems(doc('<bpmn:callActivity id="call" />'))).toEqual([]);
    expect(await saveProblems('<bpmn:definitions')).toEqual([]);
  });

  it('the save check parses only a text that may repeat a code, and never skips one the parse would find', async () => {
    expect(mayRepeatCode(errors('<bpmn:error id="errA" name="A" errorCode="E1" /><bpmn:error id="errB" name="B" errorCode="E2" />'))).toBe(false);
    // The same value as an error code and an escalation code is no repeat (the kinds are apart).
    expect(mayRepeatCode('<bpmn:error errorCode="X" /><bpmn:escalation escalationCode="X" />')).toBe(false);
    expect(mayRepeatCode(`<bpmn:error errorCode='E1' /><bpmn:error errorCode=" E1" />`)).toBe(true);
    // Entities and inner whitespace may read as another value: parse rather than guess.
    expect(mayRepeatCode('<bpmn:error errorCode="E&amp;1" />')).toBe(true);
    expect(mayRepeatCode('<bpmn:error errorCode="E\t1" />')).toBe(true);
    const entity = doc('', '<bpmn:error id="e1" name="a" errorCode="E&amp;1" /><bpmn:error id="e2" name="b" errorCode="E&#38;1" />');
    expect((await saveProblems(entity)).map((p) => p.elementId)).toEqual(['e2']);
    const trimmed = doc('', '<bpmn:escalation id="u1" name="a" escalationCode="UP" /><bpmn:escalation id="u2" name="b" escalationCode=" UP " />');
    expect((await saveProblems(trimmed)).map((p) => p.elementId)).toEqual(['u2']);
  });
});

const calling = (key: string) => doc(`<bpmn:callActivity id="call" calledElement="${key}" /><bpmn:endEvent id="end" />`);

describe('call activities against the deployed keys', () => {
  const deployedKeys = new Set(['leave', 'expense']);

  it('an undeployed key is an error at deploy and a warning in the designer\'s lint; a deployed one is neither', async () => {
    const deploy = await check(calling('nope'), { calls: { deployedKeys } });
    expect(ours(deploy.errors, 'called-element')).toEqual(['call']);
    expect(deploy.errors.find((f) => f.rule === 'flowhall/called-element')!.reason).toBe('被调用的流程「nope」还没有部署');
    const lint = await check(calling('nope'), { calls: { deployedKeys }, designer: {} });
    expect(ours(lint.errors, 'called-element')).toEqual([]);
    expect(ours(lint.warnings, 'called-element')).toEqual(['call']);
    const fine = await check(calling('leave'), { calls: { deployedKeys }, designer: {} });
    expect(ours([...fine.errors, ...fine.warnings], 'called-element')).toEqual([]);
    const viaDeployCheck = await deployCheck((await parseBpmnXml(calling('nope'))).definitions, { deployedKeys });
    expect(viaDeployCheck.errors.map((e) => e.elementId)).toContain('call');
  });

  it('without the deployed keys only the compiler judges calledElement (the rule does not run)', async () => {
    const result = await check(calling('nope'));
    expect(ours([...result.errors, ...result.warnings], 'called-element')).toEqual([]);
  });

  it('an empty calledElement is an error, in the lint too', async () => {
    for (const options of [{ calls: { deployedKeys } }, { calls: { deployedKeys }, designer: {} }]) {
      const result = await check(doc('<bpmn:callActivity id="call" calledElement=" " /><bpmn:endEvent id="end" />'), options);
      expect(ours(result.errors, 'called-element')).toEqual(['call']);
    }
  });

  it('a process calling its own key is accepted (recursion is bounded at run time); the lint says it recurses', async () => {
    const deploy = await check(calling('main'), { calls: { deployedKeys } });
    expect(ours([...deploy.errors, ...deploy.warnings], 'called-element')).toEqual([]);
    const lint = await check(calling('main'), { calls: { deployedKeys }, designer: {} });
    expect(ours(lint.errors, 'called-element')).toEqual([]);
    expect(lint.warnings.find((f) => f.rule === 'flowhall/called-element')!.reason).toContain('递归');
  });

  it('a callable element of the same document: another process is refused at deploy (a warning in the designer), a global task always', async () => {
    // The engine starts the process deployed under the key; nothing of this document runs in its place.
    const other = calling('helper').replace('</bpmn:definitions>', '<bpmn:process id="helper" isExecutable="false" /></bpmn:definitions>');
    const deploy = await check(other, { calls: { deployedKeys } });
    expect(ours(deploy.errors, 'called-element')).toEqual(['call']);
    expect(deploy.errors.find((f) => f.rule === 'flowhall/called-element')!.reasonEn).toBe('"helper" is another process of this document, which the engine does not run from here: the call starts the process deployed under that key, so deploy "helper" on its own first');
    const lint = await check(other, { calls: { deployedKeys }, designer: {} });
    expect([ours(lint.errors, 'called-element'), ours(lint.warnings, 'called-element')]).toEqual([[], ['call']]);
    // Deployed under that key, the call runs that deployment.
    const deployed = await check(other, { calls: { deployedKeys: new Set([...deployedKeys, 'helper']) } });
    expect(ours([...deployed.errors, ...deployed.warnings], 'called-element')).toEqual([]);
    const global = calling('g').replace('</bpmn:definitions>', '<bpmn:globalTask id="g" name="Global" /></bpmn:definitions>');
    for (const options of [{ calls: { deployedKeys } }, { calls: { deployedKeys }, designer: {} }]) {
      const result = await check(global, options);
      expect(result.errors.filter((f) => f.rule === 'flowhall/called-element').map((f) => f.reason)).toEqual(['被调用的「g」是本文档中的全局任务：流程引擎不运行全局任务，调用活动只能启动已部署的流程']);
    }
    const expression = await check(calling('${next}'), { calls: { deployedKeys } });
    expect(ours(expression.errors, 'called-element')).toEqual([]);
  });
});
