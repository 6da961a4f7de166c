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
