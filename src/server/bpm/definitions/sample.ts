/**
 * The demo seed's sample process (请假申请, leave request): the initiator's department head approves,
 * leave longer than three days also goes to the student affairs office, then it ends. Deployed once,
 * when the database has no model yet, so a fresh install has something to start. Its start form is the
 * seeded sample form (表单管理 → 请假申请): the date range fills `days` (working days, recomputed by the
 * server), which the gateway's condition reads.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bpmModels } from '../../db/schema-bpm.ts';
import { deployModel, saveModel } from './service.ts';
import { formTable } from '../approval/tables.ts';
import { SAMPLE_LEAVE_FORM } from '../../entity/hooks/bpm-form-sample.ts';
import { normaliseFormSchema } from '../../../schemas/form/index.ts';
import { ACTIVITY_SAMPLE } from './sample-activity.ts';
import { BATCH_SAMPLE } from './sample-batch.ts';
import { RESUBMIT_SAMPLE } from './sample-resubmit.ts';
import { seedDemoProcess } from './sample-seed.ts';

export const SAMPLE_PROCESS_KEY = 'leave_request';

export const SAMPLE_PROCESS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs_leave_request" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${SAMPLE_PROCESS_KEY}" name="请假申请" isExecutable="true">
    <bpmn:startEvent id="start" name="发起" camunda:initiator="initiator" />
    <bpmn:userTask id="head_approve" name="部门领导审批" camunda:dataType="HEAD" camunda:text="发起人部门领导" />
    <bpmn:exclusiveGateway id="long_leave" name="请假是否超过三天" default="to_end" />
    <bpmn:userTask id="office_approve" name="学生工作处审批" camunda:dataType="USERS" camunda:assignee="wuxia" camunda:text="吴霞" />
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="to_head" sourceRef="start" targetRef="head_approve" />
    <bpmn:sequenceFlow id="to_check" sourceRef="head_approve" targetRef="long_leave" />
    <bpmn:sequenceFlow id="to_office" name="超过三天" sourceRef="long_leave" targetRef="office_approve">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="to_end" sourceRef="long_leave" targetRef="end" />
    <bpmn:sequenceFlow id="office_end" sourceRef="office_approve" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>
`;

/** Saves and deploys the sample when there is no model at all; answers whether it did. */
export async function seedSampleProcess(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(bpmModels);
  if (n > 0) return false;
  // Linked to the seeded form row when there is one, so an edit in 表单管理 reaches the next deploy.
  const [stored] = (await db.select({ id: formTable.col.id! }).from(formTable.table).where(eq(formTable.col.name!, '请假申请')).limit(1)) as { id: string }[];
  const form = { formId: stored?.id ?? null, formSnapshot: normaliseFormSchema(SAMPLE_LEAVE_FORM) };
  const model = await saveModel(db, { key: SAMPLE_PROCESS_KEY, name: '请假申请', category: 'demo', xml: SAMPLE_PROCESS_XML, ...form }, 'admin');
  await deployModel(db, model.id, 'admin');
  for (const process of [BATCH_SAMPLE, ACTIVITY_SAMPLE, RESUBMIT_SAMPLE]) await seedDemoProcess(db, process);
  return true;
}
