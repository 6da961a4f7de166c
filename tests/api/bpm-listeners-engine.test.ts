/** Listeners and script tasks through the interpreter as registerBpm wires them: a deployed model, an instance run. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { completeAt, deploy, instanceRow, variable } from './bpm-engine-support.ts';
import { messageTable } from '../../src/server/bpm/listeners/tables.ts';
import { registerModdleDescriptor } from '../../src/server/bpm/model/parse.ts';
import { ENGINE_DESCRIPTOR, ENGINE_PREFIX } from '../../src/schemas/bpmn/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  registerModdleDescriptor(ENGINE_PREFIX, ENGINE_DESCRIPTOR as never);
}, 300_000);

afterAll(async () => {
  await t?.close();
});

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="withListeners" name="监听器流程" isExecutable="true">
    <bpmn:extensionElements>
      <camunda:executionListener event="start" class="builtin:setVariable">
        <camunda:field name="name" stringValue="started" />
        <camunda:field name="value"><camunda:expression>\${days + 1}</camunda:expression></camunda:field>
      </camunda:executionListener>
    </bpmn:extensionElements>
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="approve" name="审批" camunda:assignee="lihua">
      <bpmn:extensionElements>
        <camunda:taskListener event="create" class="builtin:sendMessage">
          <camunda:field name="title" stringValue="监听器待办" />
        </camunda:taskListener>
        <camunda:taskListener event="complete" expression="\${setVariable('approvedBy', task.assignee)}" />
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:scriptTask id="calc" scriptFormat="javascript" camunda:resultVariable="scriptResult">
      <bpmn:script>setVariable('doubled', variables.days * 2); 'done by ' + variables.approvedBy</bpmn:script>
    </bpmn:scriptTask>
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="calc" />
    <bpmn:sequenceFlow id="f3" sourceRef="calc" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('listeners through the engine', () => {
  it('execution and task listeners fire, and the script task runs in the sandbox', async () => {
    const definition = await deploy(t, xml);
    const started = await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables: { days: 3 } });
    const instanceId = started.instanceId;
    expect(await variable(t, instanceId, 'started')).toBe(4);

    const { table, col } = messageTable;
    const messages = (await t.database.db.select().from(table).where(eq(col.processInstanceId!, instanceId))) as any[];
    expect(messages.filter((m) => m.title === '监听器待办').map((m) => [m.receiverHumancode, m.type])).toEqual([['lihua', 'todo']]);

    await completeAt(t, instanceId, 'approve');
    expect(await variable(t, instanceId, 'approvedBy')).toBe('lihua');
    expect(await variable(t, instanceId, 'doubled')).toBe(6);
    expect(await variable(t, instanceId, 'scriptResult')).toBe('done by lihua');
    expect((await instanceRow(t, instanceId)).status).toBe('completed');
  }, 120_000);
});
