/**
 * The lint says what the deploy refuses, on the element: scripts and conditions the engine would not
 * run as drawn (external scripts, other languages, empty scripts), loops that cannot run, and that an
 * inline JavaScript condition and a standard loop with a condition or maximum are accepted. The
 * compiler answers the same for each (the deploy's verdict).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseBpmnXml, registerModdleDescriptor } from '../../src/server/bpm/model/parse.ts';
import { checkModel } from '../../src/server/bpm/model/lint.ts';
import { compileProcess } from '../../src/server/bpm/engine/compile-graph.ts';
import { ENGINE_DESCRIPTOR, ENGINE_PREFIX } from '../../src/schemas/bpmn/index.ts';

beforeAll(() => {
  registerModdleDescriptor(ENGINE_PREFIX, ENGINE_DESCRIPTOR as never);
});

const NS = `xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"`;

function documentXml(roots: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<bpmn:definitions ${NS} id="defs" targetNamespace="http://flowhall.example/bpmn">${roots}</bpmn:definitions>`;
}
const model = (body: string) => documentXml(`<bpmn:process id="p" isExecutable="true"><bpmn:startEvent id="s" />${body}</bpmn:process>`);

async function lint(xml: string) {
  const parsed = await parseBpmnXml(xml);
  const report = await checkModel(parsed.definitions, { bpmnlint: false });
  const compiled = compileProcess(parsed.definitions).errors;
  return { ...report, compiled };
}

const flowWith = (id: string, condition: string) => `<bpmn:task id="a${id}" /><bpmn:sequenceFlow id="${id}" sourceRef="s" targetRef="a${id}">${condition}</bpmn:sequenceFlow>`;
const scriptCondition = (attrs: string, body = '') => `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" ${attrs}>${body}</bpmn:conditionExpression>`;

describe('scripts and conditions the engine would not run as drawn', () => {
  it('flow conditions: an external script, another language and an empty script are errors on the flow; inline JavaScript is fine', async () => {
    const result = await lint(
      model(
        flowWith('ext', scriptCondition('language="javascript" camunda:resource="http://example.com/c.js"')) +
          flowWith('groovy', scriptCondition('language="groovy"', 'days &gt; 3')) +
          flowWith('empty', scriptCondition('language="javascript"')) +
          flowWith('js', scriptCondition('language="javascript"', 'days &gt; 3')) +
          flowWith('expr', scriptCondition('', '${days &gt; 3}')),
      ),
    );
    const scripts = result.errors.filter((e) => e.rule === 'flowhall/script');
    expect(scripts.map((e) => e.elementId)).toEqual(['ext', 'groovy', 'empty']);
    expect(scripts[0]!.reason).toBe('流程引擎不运行外部脚本（条件的资源地址「http://example.com/c.js」）：出于安全考虑，引擎从不按地址获取脚本，请改用内联脚本');
    expect(scripts[1]!.reasonEn).toBe('the engine cannot evaluate a condition in groovy: use an expression or a JavaScript script');
    expect(scripts[2]!.reasonEn).toBe('the condition script is empty: write JavaScript that yields true or false');
    // The deploy (the compiler) refuses the same three and accepts the rest.
    expect(result.compiled.map((e) => [e.elementId, e.reasonEn])).toEqual(scripts.map((e) => [e.elementId, e.reasonEn]));
    expect(result.errors.filter((e) => ['js', 'expr'].includes(e.elementId))).toEqual([]);
  });

  it('script tasks: an external script, another format and no script are errors; script listeners likewise', async () => {
    const result = await lint(
      model(`<bpmn:scriptTask id="ext" scriptFormat="javascript" camunda:resource="classpath://x.js" />
        <bpmn:scriptTask id="groovy" scriptFormat="groovy"><bpmn:script>1</bpmn:script></bpmn:scriptTask>
        <bpmn:scriptTask id="blank" scriptFormat="javascript"><bpmn:script>  </bpmn:script></bpmn:scriptTask>
        <bpmn:scriptTask id="ok" scriptFormat="JavaScript"><bpmn:script>1 + 1</bpmn:script></bpmn:scriptTask>
        <bpmn:task id="listened"><bpmn:extensionElements>
          <camunda:executionListener event="start"><camunda:script scriptFormat="javascript" resource="http://x/y.js" /></camunda:executionListener>
          <camunda:executionListener event="end"><camunda:script scriptFormat="python">print(1)</camunda:script></camunda:executionListener>
          <camunda:executionListener event="end"><camunda:script scriptFormat="juel">\${a}</camunda:script></camunda:executionListener>
        </bpmn:extensionElements></bpmn:task>`),
    );
    const scripts = result.errors.filter((e) => e.rule === 'flowhall/script');
    expect(scripts.map((e) => [e.elementId, e.reasonEn])).toEqual([
      ['ext', 'the engine does not run external scripts (the script task\'s resource "classpath://x.js"): for security it never fetches a script from an address; use an inline script'],
      ['groovy', 'the engine runs JavaScript scripts only, not scriptFormat "groovy"'],
      ['blank', 'the script task has no script'],
      ['listened', 'the engine does not run external scripts (the script listener\'s resource "http://x/y.js"): for security it never fetches a script from an address; use an inline script'],
      ['listened', 'script listeners run JavaScript or JUEL, not "python"'],
    ]);
    expect(result.compiled.map((e) => e.elementId)).toEqual(['ext', 'groovy', 'blank', 'listened', 'listened']);
  });
});

const looping = (loop: string) => model(`<bpmn:task id="t">${loop}</bpmn:task>`);

describe('loops', () => {
  it('a standard loop with a condition or a maximum is accepted, and its expression must parse', async () => {
    for (const loop of [
      '<bpmn:standardLoopCharacteristics><bpmn:loopCondition xsi:type="bpmn:tFormalExpression">${loopCounter &lt; 3}</bpmn:loopCondition></bpmn:standardLoopCharacteristics>',
      '<bpmn:standardLoopCharacteristics testBefore="true" loopMaximum="5" />',
      '<bpmn:standardLoopCharacteristics><bpmn:loopCondition xsi:type="bpmn:tFormalExpression" language="javascript">loopCounter &lt; 3</bpmn:loopCondition></bpmn:standardLoopCharacteristics>',
    ]) {
      const result = await lint(looping(loop));
      expect({ loop, errors: result.errors, compiled: result.compiled }).toEqual({ loop, errors: [], compiled: [] });
    }
    const bad = await lint(looping('<bpmn:standardLoopCharacteristics><bpmn:loopCondition xsi:type="bpmn:tFormalExpression">${loopCounter &lt;}</bpmn:loopCondition></bpmn:standardLoopCharacteristics>'));
    expect(bad.errors.map((e) => `${e.rule} ${e.elementId}`)).toEqual(['flowhall/expression t']);
    expect(bad.errors[0]!.reason).toContain('循环条件无法解析');
  });

  it('a standard loop that never ends, a bad maximum or an external condition is an error on the activity', async () => {
    const never = await lint(looping('<bpmn:standardLoopCharacteristics />'));
    expect(never.errors.map((e) => [e.rule, e.elementId, e.reason])).toEqual([['flowhall/loop', 't', '标准循环需要循环条件（loopCondition）或最大次数（loopMaximum），否则永不结束']]);
    const zero = await lint(looping('<bpmn:standardLoopCharacteristics loopMaximum="0" />'));
    expect(zero.errors.map((e) => e.reasonEn)).toEqual(['loopMaximum must be a positive whole number (0)']);
    const external = await lint(looping('<bpmn:standardLoopCharacteristics><bpmn:loopCondition xsi:type="bpmn:tFormalExpression" language="javascript" camunda:resource="x.js" /></bpmn:standardLoopCharacteristics>'));
    expect(external.errors.map((e) => e.reasonEn)).toEqual(['the engine does not run external scripts (the loop condition\'s resource "x.js"): for security it never fetches a script from an address; use an inline script']);
    expect(external.compiled.map((e) => e.reasonEn)).toEqual(external.errors.map((e) => e.reasonEn));
  });
});

const pool = (id: string, process: string) => `<bpmn:participant id="${id}" name="${id}" processRef="${process}" />`;
const collaboration = (pools: string, flows = '') => `<bpmn:collaboration id="c">${pools}${flows}</bpmn:collaboration>`;
const run = (attrs = 'isExecutable="true"') => `<bpmn:process id="main" ${attrs}><bpmn:startEvent id="s" /><bpmn:task id="t" /><bpmn:sequenceFlow id="f" sourceRef="s" targetRef="t" /></bpmn:process>`;
const partner = (attrs: string) => `<bpmn:process id="partner" ${attrs}><bpmn:startEvent id="ps" /><bpmn:userTask id="pu" /><bpmn:dataObject id="pd" /></bpmn:process>`;

describe('pools and message flows', () => {
  it('a second pool with elements is an error on the pool, at deploy too; an empty pool is fine', async () => {
    const result = await lint(documentXml(collaboration(pool('Main', 'main') + pool('Other', 'partner')) + run() + partner('')));
    expect(result.errors.filter((e) => e.rule === 'flowhall/pools').map((e) => [e.elementId, e.elementType, e.reason])).toEqual([
      ['Other', 'participant', '流程引擎只运行一个流程（「Main」）：「Other」中的 2 个元素不会执行。请把它们放进同一个池（用泳道区分角色），或单独部署为流程并用调用活动启动'],
    ]);
    expect(result.compiled.map((e) => e.elementId)).toEqual(['Other']);
    // bpmn-js draws a black-box pool with an empty process.
    const empty = await lint(documentXml(collaboration(pool('Main', 'main') + pool('Other', 'partner')) + run() + '<bpmn:process id="partner" />'));
    expect([...empty.errors, ...empty.warnings, ...empty.compiled]).toEqual([]);
  });

  it('a pool marked not executable beside an executable one is a warning; beside another unmarked one it is refused', async () => {
    const documented = await lint(documentXml(collaboration(pool('Main', 'main') + pool('Other', 'partner')) + run() + partner('isExecutable="false"')));
    expect(documented.errors).toEqual([]);
    expect(documented.compiled).toEqual([]);
    expect(documented.warnings.map((w) => [w.rule, w.elementId, w.reasonEn])).toEqual([['flowhall/pools', 'Other', '"Other" is marked not executable: the engine runs only "Main" and none of its 2 elements']]);
    const bothUnmarked = await lint(documentXml(collaboration(pool('Main', 'main') + pool('Other', 'partner')) + run('isExecutable="false"') + partner('isExecutable="false"')));
    expect(bothUnmarked.errors.map((e) => e.elementId)).toEqual(['Other']);
  });

  it('a message flow is a warning: the engine delivers messages by name, not along the flow', async () => {
    const result = await lint(documentXml(collaboration(pool('Main', 'main') + pool('Other', 'partner'), '<bpmn:messageFlow id="m" sourceRef="t" targetRef="Other" />') + run() + '<bpmn:process id="partner" />'));
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => [w.rule, w.elementId, w.elementType])).toEqual([['flowhall/pools', 'm', 'messageFlow']]);
    expect(result.warnings[0]!.reason).toContain('消息流只是示意');
  });
});

describe('tasks the engine would pass through or fail on, and the async flags it ignores', () => {
  it('a business rule task without an implementation, or with a DMN decision, is an error; with a class it runs', async () => {
    const result = await lint(
      model(`<bpmn:businessRuleTask id="none" /><bpmn:businessRuleTask id="dmn" camunda:decisionRef="approve" />
        <bpmn:businessRuleTask id="cls" camunda:class="builtin:rules" /><bpmn:businessRuleTask id="expr" camunda:expression="\${1}" />`),
    );
    expect(result.errors.map((e) => [e.rule, e.elementId])).toEqual([['flowhall/task', 'none'], ['flowhall/task', 'dmn']]);
    expect(result.errors[0]!.reason).toBe('业务规则任务没有实现：流程引擎不执行决策表，没有 Java 类、委托表达式或表达式时它什么也不做');
    expect(result.errors[1]!.reasonEn).toBe('the engine does not evaluate DMN decision tables (decisionRef "approve"): a business rule task needs a class, delegate expression or expression implementation');
    expect(result.compiled.map((e) => e.elementId)).toEqual(['none', 'dmn']);
  });

  it('an external task with nothing else to run is an error; a send task with a message sends it', async () => {
    const result = await lint(
      documentXml(`<bpmn:message id="msg" name="notice" /><bpmn:process id="p" isExecutable="true"><bpmn:startEvent id="s" />
        <bpmn:serviceTask id="ext" camunda:type="external" camunda:topic="mail" /><bpmn:sendTask id="send" camunda:type="external" messageRef="msg" />
        <bpmn:serviceTask id="plain" /></bpmn:process>`),
    );
    expect(result.errors.map((e) => e.elementId)).toEqual(['ext']);
    expect(result.compiled.map((e) => e.elementId)).toEqual(['ext']);
  });

  it('async flags and a retry cycle are a warning on the element (the engine runs a command in one transaction); never a deploy refusal', async () => {
    const result = await lint(
      model(`<bpmn:userTask id="before" camunda:assignee="a" camunda:asyncBefore="true" /><bpmn:task id="after" camunda:asyncAfter="true" />
        <bpmn:task id="retry"><bpmn:extensionElements><camunda:failedJobRetryTimeCycle>R3/PT10M</camunda:failedJobRetryTimeCycle></bpmn:extensionElements></bpmn:task>
        <bpmn:userTask id="mi" camunda:assignee="a"><bpmn:multiInstanceLoopCharacteristics camunda:collection="users" camunda:asyncBefore="true" /></bpmn:userTask>
        <bpmn:task id="sync" camunda:exclusive="true" />`),
    );
    expect(result.warnings.filter((w) => w.rule === 'flowhall/async').map((w) => w.elementId)).toEqual(['before', 'after', 'retry', 'mi']);
    expect(result.warnings.find((w) => w.rule === 'flowhall/async')!.reasonEn).toBe('the engine runs every step of a command in one transaction and ignores async before, async after, exclusive and the failed-job retry cycle');
    expect(result.errors).toEqual([]);
    expect(result.compiled).toEqual([]);
  });
});
