/**
 * The demo's batch-approvable process (在读证明申请, enrolment certificate): one step for the initiator's
 * department head that allows 批量通过 (extendData batchapprove, no opinion required) and leaves every
 * form field read-only, so a head with many such requests can pass them from the todo list at once.
 * Seeded with the leave request (sample.ts) on a fresh demo database.
 */
import type { Db } from '../../db/client.ts';
import { deployModel, saveModel } from './service.ts';

export const BATCH_SAMPLE_KEY = 'enrolment_certificate';

const EXTEND = JSON.stringify([{ batchapprove: true, isopinion: false, retrieve: true }]);
const READ_ONLY = JSON.stringify([
  { name: 'purpose', label: '用途', disabled: true },
  { name: 'copies', label: '份数', disabled: true },
]);

export const BATCH_SAMPLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs_${BATCH_SAMPLE_KEY}" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${BATCH_SAMPLE_KEY}" name="在读证明申请" isExecutable="true">
    <bpmn:startEvent id="start" name="发起" camunda:initiator="initiator" />
    <bpmn:userTask id="head_confirm" name="部门领导确认" camunda:dataType="HEAD" camunda:text="发起人部门领导" camunda:extendData='${EXTEND}'>
      <bpmn:extensionElements>
        <camunda:FieldsPermission value='${READ_ONLY}' />
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="to_head" sourceRef="start" targetRef="head_confirm" />
    <bpmn:sequenceFlow id="to_end" sourceRef="head_confirm" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>
`;

export const BATCH_SAMPLE_FORM = {
  widgetList: [
    { type: 'input', id: 'purpose', formItemFlag: true, options: { name: 'purpose', label: '用途', required: true, maxLength: 100 } },
    { type: 'number', id: 'copies', formItemFlag: true, options: { name: 'copies', label: '份数', required: true, min: 1, max: 5, defaultValue: 1 } },
  ],
  formConfig: {},
};

export async function seedBatchSampleProcess(db: Db): Promise<void> {
  const model = await saveModel(db, { key: BATCH_SAMPLE_KEY, name: '在读证明申请', category: 'demo', xml: BATCH_SAMPLE_XML, formSnapshot: BATCH_SAMPLE_FORM }, 'admin');
  await deployModel(db, model.id, 'admin');
}
