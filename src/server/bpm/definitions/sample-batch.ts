/**
 * The demo's batch-approvable process (在读证明申请, enrolment certificate): one step for the initiator's
 * department head that allows 批量通过 (extendData batchapprove, no opinion required) and leaves every
 * form field read-only, so a head with many such requests can pass them from the todo list at once.
 * Seeded with the leave request (sample.ts) on a fresh demo database.
 */
import { demoField, demoProcessXml, type DemoProcess } from './sample-seed.ts';

export const BATCH_SAMPLE_KEY = 'enrolment_certificate';

const EXTEND = JSON.stringify([{ batchapprove: true, isopinion: false, retrieve: true }]);
const READ_ONLY = JSON.stringify([
  { name: 'purpose', label: '用途', disabled: true },
  { name: 'copies', label: '份数', disabled: true },
]);

export const BATCH_SAMPLE_XML = demoProcessXml(
  BATCH_SAMPLE_KEY,
  '在读证明申请',
  `    <bpmn:startEvent id="start" name="发起" camunda:initiator="initiator" />
    <bpmn:userTask id="head_confirm" name="部门领导确认" camunda:dataType="HEAD" camunda:text="发起人部门领导" camunda:extendData='${EXTEND}'>
      <bpmn:extensionElements>
        <camunda:FieldsPermission value='${READ_ONLY}' />
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="to_head" sourceRef="start" targetRef="head_confirm" />
    <bpmn:sequenceFlow id="to_end" sourceRef="head_confirm" targetRef="end" />`,
);

export const BATCH_SAMPLE_FORM = {
  widgetList: [
    demoField('input', 'purpose', '用途', { required: true, maxLength: 100 }),
    demoField('number', 'copies', '份数', { required: true, min: 1, max: 5, defaultValue: 1 }),
  ],
  formConfig: {},
};

export const BATCH_SAMPLE: DemoProcess = { key: BATCH_SAMPLE_KEY, name: '在读证明申请', xml: BATCH_SAMPLE_XML, form: BATCH_SAMPLE_FORM };
