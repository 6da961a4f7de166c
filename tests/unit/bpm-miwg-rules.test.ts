/** Deploy checks (checkModel) on small models: each of our rules, bpmnlint's findings, and a clean approval flow. */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseBpmnXml, registerModdleDescriptor } from '../../src/server/bpm/model/parse.ts';
import { checkModel, deployCheck, SUPPORTED_ELEMENT_TYPES } from '../../src/server/bpm/model/lint.ts';
import { ENGINE_DESCRIPTOR, ENGINE_PREFIX } from '../../src/schemas/bpmn/index.ts';

beforeAll(() => {
  registerModdleDescriptor(ENGINE_PREFIX, ENGINE_DESCRIPTOR as never);
});

function model(body: string, processAttrs = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="leave" name="请假" isExecutable="true" ${processAttrs}>${body}</bpmn:process>
</bpmn:definitions>`;
}

async function check(xml: string) {
  const parsed = await parseBpmnXml(xml);
  return checkModel(parsed.definitions, { bpmnlint: false });
}

const timer = (id: string, kind: string, body: string) =>
  `<bpmn:intermediateCatchEvent id="${id}"><bpmn:timerEventDefinition>${kind ? `<bpmn:${kind} xsi:type="bpmn:tFormalExpression">${body}</bpmn:${kind}>` : ''}</bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>`;

const rulesOf = (findings: { rule: string; elementId: string }[]) => findings.map((f) => `${f.rule} ${f.elementId}`);

const approvalFlow = model(`
  <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
  <bpmn:userTask id="approve" name="部门审批" camunda:dataType="HEAD" camunda:text="发起人部门领导" camunda:dueDate="P2D">
    <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
  </bpmn:userTask>
  <bpmn:exclusiveGateway id="gw" default="f4"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing><bpmn:outgoing>f4</bpmn:outgoing></bpmn:exclusiveGateway>
  <bpmn:userTask id="hr" name="人事审批" camunda:dataType="ROLES" camunda:candidateGroups="ROLE_depthead">
    <bpmn:incoming>f3</bpmn:incoming><bpmn:outgoing>f5</bpmn:outgoing>
    <bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="\${assigneeList}" camunda:elementVariable="assignee">
      <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${nrOfCompletedInstances &gt;= nrOfInstances}</bpmn:completionCondition>
    </bpmn:multiInstanceLoopCharacteristics>
  </bpmn:userTask>
  <bpmn:boundaryEvent id="late" attachedToRef="hr" cancelActivity="false"><bpmn:outgoing>f6</bpmn:outgoing>
    <bpmn:timerEventDefinition><bpmn:timeCycle xsi:type="bpmn:tFormalExpression">R3/PT10H</bpmn:timeCycle></bpmn:timerEventDefinition>
  </bpmn:boundaryEvent>
  <bpmn:endEvent id="remind"><bpmn:incoming>f6</bpmn:incoming></bpmn:endEvent>
  <bpmn:endEvent id="shortLeave"><bpmn:incoming>f4</bpmn:incoming></bpmn:endEvent>
  <bpmn:endEvent id="end"><bpmn:incoming>f5</bpmn:incoming></bpmn:endEvent>
  <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
  <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="gw" />
  <bpmn:sequenceFlow id="f3" sourceRef="gw" targetRef="hr"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3 &amp;&amp; outcome == '同意'}</bpmn:conditionExpression></bpmn:sequenceFlow>
  <bpmn:sequenceFlow id="f4" sourceRef="gw" targetRef="shortLeave" />
  <bpmn:sequenceFlow id="f5" sourceRef="hr" targetRef="end" />
  <bpmn:sequenceFlow id="f6" sourceRef="late" targetRef="remind" />`, 'camunda:expirationtime="P30D"');

describe('checkModel', () => {
  it('a well-formed approval flow has no errors and no warnings from our rules', async () => {
    const result = await check(approvalFlow);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('with bpmnlint on, the approval flow still has no errors', async () => {
    const parsed = await parseBpmnXml(approvalFlow);
    const result = await checkModel(parsed.definitions);
    expect(result.errors).toEqual([]);
    // No diagram information in this hand-written file: bpmnlint says so, as a warning.
    expect(result.warnings.filter((w) => w.rule !== 'bpmnlint/no-bpmndi')).toEqual([]);
    expect(result.warnings.length).toBeGreaterThan(0);
    expect(result.warnings[0]!.reason).toContain('元素缺少图形信息');
  });

  it('unsupported elements and events are listed with their ids; compensation is named as such', async () => {
    const result = await check(
      model(`
      <bpmn:startEvent id="start" />
      <bpmn:callActivity id="call" calledElement="other" />
      <bpmn:complexGateway id="complex" />
      <bpmn:intermediateThrowEvent id="esc"><bpmn:escalationEventDefinition /></bpmn:intermediateThrowEvent>
      <bpmn:intermediateThrowEvent id="comp"><bpmn:compensateEventDefinition /></bpmn:intermediateThrowEvent>
      <bpmn:task id="undo" isForCompensation="true" />
      <bpmn:intermediateCatchEvent id="cond"><bpmn:conditionalEventDefinition /></bpmn:intermediateCatchEvent>
      <bpmn:task id="loop"><bpmn:standardLoopCharacteristics /></bpmn:task>
      <bpmn:subProcess id="events" triggeredByEvent="true"><bpmn:startEvent id="inner"><bpmn:messageEventDefinition /></bpmn:startEvent>
        <bpmn:intermediateThrowEvent id="innerLink"><bpmn:linkEventDefinition /></bpmn:intermediateThrowEvent></bpmn:subProcess>
      <bpmn:dataObject id="data" />`),
    );
    // Call activities, escalation throws and event sub-processes run; their insides are checked too.
    expect(rulesOf(result.errors)).toEqual([
      'flowhall/unsupported complex',
      'flowhall/unsupported comp',
      'flowhall/unsupported undo',
      'flowhall/unsupported cond',
      'flowhall/unsupported innerLink',
      // Standard loops run; an empty one (no condition, no maximum) would never end.
      'flowhall/loop loop',
    ]);
    expect(result.errors[0]).toMatchObject({ elementType: 'complexGateway', reason: '流程引擎不支持该元素（complexGateway）', reasonEn: 'complexGateway is not supported by the engine' });
    expect(result.errors[1]!.reasonEn).toBe('compensation (intermediateThrowEvent) is not supported by the engine');
    expect(result.errors[1]!.reason).toContain('补偿');
    expect(result.errors[2]!.reasonEn).toBe('compensation handlers (task) are not supported by the engine');
    expect(result.errors[3]!.reasonEn).toBe('conditional intermediateCatchEvent is not supported by the engine');
    expect(result.errors[5]!.reasonEn).toBe('a standard loop needs a loop condition (loopCondition) or a maximum (loopMaximum), else it never ends');
    expect(SUPPORTED_ELEMENT_TYPES).toContain('userTask');
    expect(SUPPORTED_ELEMENT_TYPES).toContain('callActivity');
  });

  it('a process without a start event, a sub-process with nothing to start', async () => {
    // "sub" holds only a task cycle (each has an incoming flow); "open" has no start event but a task
    // without incoming flow, which the engine starts (BPMN 2.0 §13.3.4), so it is no finding.
    const result = await check(
      model(`<bpmn:subProcess id="sub"><bpmn:task id="t1" /><bpmn:task id="t2" />
        <bpmn:sequenceFlow id="f1" sourceRef="t1" targetRef="t2" /><bpmn:sequenceFlow id="f2" sourceRef="t2" targetRef="t1" /></bpmn:subProcess>
        <bpmn:subProcess id="open"><bpmn:task id="t" /></bpmn:subProcess>`),
    );
    expect(rulesOf(result.errors)).toEqual(['flowhall/start-event leave', 'flowhall/start-event sub']);
    expect(result.errors[0]).toMatchObject({ elementType: 'process', reason: '流程没有开始事件' });
    expect(result.errors[1]!.reasonEn).toBe('the sub-process has nothing to start: no start event and no activity or gateway without an incoming sequence flow');
  });

  it('user tasks need approver settings matching their type', async () => {
    const result = await check(
      model(`<bpmn:startEvent id="s" />
      <bpmn:userTask id="none" />
      <bpmn:userTask id="roles" camunda:dataType="ROLES" />
      <bpmn:userTask id="attrs" camunda:dataType="INITATTR" camunda:candidateGroups="ATTR_counsellor" />
      <bpmn:userTask id="initiator" camunda:dataType="INITIATOR" />
      <bpmn:userTask id="plain" camunda:candidateUsers="lihua" />
      <bpmn:userTask id="odd" camunda:dataType="EVERYONE" camunda:assignee="lihua" camunda:extendData="{broken" />`),
    );
    expect(rulesOf(result.errors)).toEqual(['flowhall/approver none', 'flowhall/approver roles', 'flowhall/approver odd']);
    expect(result.errors[1]!.reason).toBe('用户任务没有设置审批人（ROLES）');
    expect(result.errors[2]!.reason).toContain('审批人类型无效');
    expect(rulesOf(result.warnings)).toEqual(['flowhall/task-settings odd']);
    expect(result.warnings[0]!.reasonEn).toBe('task settings ignored: extendData: not valid JSON');
  });

  it('an exclusive gateway without conditions and default is an error; a flow without condition a warning', async () => {
    const result = await check(
      model(`<bpmn:startEvent id="s" />
      <bpmn:exclusiveGateway id="blind" /><bpmn:task id="a" /><bpmn:task id="b" />
      <bpmn:sequenceFlow id="x1" sourceRef="blind" targetRef="a" /><bpmn:sequenceFlow id="x2" sourceRef="blind" targetRef="b" />
      <bpmn:exclusiveGateway id="half" /><bpmn:task id="c" /><bpmn:task id="d" />
      <bpmn:sequenceFlow id="y1" sourceRef="half" targetRef="c"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${ok}</bpmn:conditionExpression></bpmn:sequenceFlow>
      <bpmn:sequenceFlow id="y2" sourceRef="half" targetRef="d" />`),
    );
    expect(rulesOf(result.errors)).toEqual(['flowhall/exclusive-gateway blind']);
    expect(result.errors[0]!.reason).toBe('排他网关的出口都没有条件，也没有默认流');
    expect(rulesOf(result.warnings)).toEqual(['flowhall/exclusive-gateway y2']);
  });

  it('expressions must parse with the safe evaluator; a condition in another language is refused', async () => {
    const result = await check(
      model(`<bpmn:startEvent id="s" />
      <bpmn:task id="a" /><bpmn:task id="b" />
      <bpmn:sequenceFlow id="bad" sourceRef="a" targetRef="b"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${outcome = '驳回'}</bpmn:conditionExpression></bpmn:sequenceFlow>
      <bpmn:sequenceFlow id="script" sourceRef="a" targetRef="b"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy">days &gt; 3</bpmn:conditionExpression></bpmn:sequenceFlow>
      <bpmn:userTask id="u" camunda:assignee="\${form.(x}" />
      <bpmn:userTask id="mi" camunda:assignee="\${assignee}">
        <bpmn:multiInstanceLoopCharacteristics camunda:collection="\${users}" camunda:elementVariable="assignee">
          <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${nrOfCompletedInstances &gt;&gt; 1}</bpmn:completionCondition>
        </bpmn:multiInstanceLoopCharacteristics>
      </bpmn:userTask>
      <bpmn:task id="l"><bpmn:extensionElements><camunda:executionListener event="start" expression="\${a..b}" /></bpmn:extensionElements></bpmn:task>`),
    );
    const expressionErrors = result.errors.filter((e) => e.rule === 'flowhall/expression');
    expect(rulesOf(expressionErrors)).toEqual(['flowhall/expression bad', 'flowhall/expression u', 'flowhall/expression mi', 'flowhall/expression l']);
    expect(expressionErrors[0]!.reason).toContain('条件表达式无法解析');
    expect(expressionErrors[0]!.reasonEn).toContain('use "==" to compare');
    // Groovy is no expression and no JavaScript: the scripts rule refuses it (model/rules/scripts.ts).
    expect(result.errors.find((e) => e.elementId === 'script')).toMatchObject({ rule: 'flowhall/script', reasonEn: 'the engine cannot evaluate a condition in groovy: use an expression or a JavaScript script' });
  });

  it('timers must be ISO 8601', async () => {
    const result = await check(
      model(`<bpmn:startEvent id="s" />
      ${timer('okDate', 'timeDate', '2027-01-01T08:00:00Z')}
      ${timer('okDuration', 'timeDuration', 'P1DT2H')}
      ${timer('okCycle', 'timeCycle', 'R/PT5M')}
      ${timer('okExpr', 'timeDuration', '${reminder}')}
      ${timer('badDate', 'timeDate', 'next monday')}
      ${timer('badDuration', 'timeDuration', 'PT')}
      ${timer('badCycle', 'timeCycle', 'every 5 minutes')}
      ${timer('badExpr', 'timeDuration', '${a +}')}
      ${timer('empty', '', '')}
      <bpmn:userTask id="u" camunda:assignee="lihua"><bpmn:extensionElements>
        <camunda:taskListener event="timeout" class="builtin:sendMessage"><bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">soon</bpmn:timeDuration></bpmn:timerEventDefinition></camunda:taskListener>
      </bpmn:extensionElements></bpmn:userTask>`, 'camunda:expirationtime="forever"'),
    );
    expect(rulesOf(result.errors)).toEqual([
      'flowhall/timer leave',
      'flowhall/timer badDate',
      'flowhall/timer badDuration',
      'flowhall/timer badCycle',
      'flowhall/timer badExpr',
      'flowhall/timer empty',
      'flowhall/timer u',
    ]);
    // An expiration the engine cannot read would fail every start: an error, not a warning.
    expect(result.errors[0]!.reason).toContain('过期时间「forever」无效');
    expect(result.errors[1]!.reason).toContain('定时器的 timeDate「next monday」无效');
    expect(result.errors[5]!.reason).toBe('定时器没有时间定义');
    expect(rulesOf(result.warnings)).toEqual([]);
  });

  it('a document without a process', async () => {
    const parsed = await parseBpmnXml(`<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="empty" targetNamespace="x" />`);
    const result = await checkModel(parsed.definitions);
    expect(result.errors).toEqual([{ elementId: 'empty', elementType: 'definitions', reason: '文档中没有流程', reasonEn: 'no process in the document', rule: 'flowhall/process' }]);
  });

  it('deployCheck answers the definitions service’s shape', async () => {
    const parsed = await parseBpmnXml(model('<bpmn:userTask id="u" />'));
    const { errors } = await deployCheck(parsed.definitions);
    expect(errors).toContainEqual({ elementId: 'u', elementType: 'userTask', reason: '用户任务没有设置审批人', reasonEn: 'the user task has no approver settings' });
    expect(Object.keys(errors[0]!).sort()).toEqual(['elementId', 'elementType', 'reason', 'reasonEn']);
  });
});

describe('bpmnlint between checks', () => {
  it('one model’s flows are not reported as duplicates in the next check', async () => {
    const parsedA = await parseBpmnXml(approvalFlow);
    const parsedB = await parseBpmnXml(approvalFlow);
    await checkModel(parsedA.definitions);
    const second = await checkModel(parsedB.definitions);
    expect(second.errors).toEqual([]);
  });
});
