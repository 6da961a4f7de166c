/**
 * The demo's return-and-resubmit process (场地借用申请, venue booking): the applicant's own step
 * 申请人填写 (dataType INITIATOR) is passed by the start, the department head reviews (pass, not pass,
 * return — 发起人 among the targets — and withdraw after passing while the next step is untouched), then
 * the student affairs office (吴霞) confirms. A return to the applicant opens their step again: the start
 * form, prefilled, edited and resubmitted on /bpm/process-instance/edit. Seeded with the leave request.
 */
import { demoField as field, demoProcessXml, type DemoProcess } from './sample-seed.ts';

export const RESUBMIT_SAMPLE_KEY = 'venue_booking';

const HEAD_BUTTONS = JSON.stringify(['pass', 'notPass', 'back']);
const HEAD_EXTEND = JSON.stringify([{ isopinion: true, retrieve: true }]);
const OFFICE_BUTTONS = JSON.stringify(['pass', 'notPass', 'back']);
const READ_ONLY = JSON.stringify([
  { name: 'venue', label: '场地', disabled: true },
  { name: 'useDate', label: '使用日期', disabled: true },
  { name: 'purpose', label: '用途', disabled: true },
]);

export const RESUBMIT_SAMPLE_XML = demoProcessXml(
  RESUBMIT_SAMPLE_KEY,
  '场地借用申请',
  `    <bpmn:startEvent id="start" name="发起" camunda:initiator="initiator" />
    <bpmn:userTask id="apply" name="申请人填写" camunda:dataType="INITIATOR" camunda:assignee="\${initiator}" camunda:text="流程发起人" />
    <bpmn:userTask id="head_review" name="部门领导审核" camunda:dataType="HEAD" camunda:text="发起人部门领导" camunda:buttons='${HEAD_BUTTONS}' camunda:extendData='${HEAD_EXTEND}'>
      <bpmn:extensionElements>
        <camunda:FieldsPermission value='${READ_ONLY}' />
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:userTask id="office_confirm" name="学生工作处确认" camunda:dataType="USERS" camunda:assignee="wuxia" camunda:text="吴霞" camunda:buttons='${OFFICE_BUTTONS}'>
      <bpmn:extensionElements>
        <camunda:FieldsPermission value='${READ_ONLY}' />
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="to_apply" sourceRef="start" targetRef="apply" />
    <bpmn:sequenceFlow id="to_head" sourceRef="apply" targetRef="head_review" />
    <bpmn:sequenceFlow id="to_office" sourceRef="head_review" targetRef="office_confirm" />
    <bpmn:sequenceFlow id="to_end" sourceRef="office_confirm" targetRef="end" />`,
);

export const RESUBMIT_SAMPLE_FORM = {
  widgetList: [
    field('select', 'venue', '场地', { required: true, optionItems: [{ label: '报告厅', value: '报告厅' }, { label: '体育馆', value: '体育馆' }, { label: '多功能教室', value: '多功能教室' }] }),
    field('date', 'useDate', '使用日期', { required: true, format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }),
    field('textarea', 'purpose', '用途', { required: true, maxLength: 200 }),
  ],
  formConfig: {},
};

export const RESUBMIT_SAMPLE: DemoProcess = { key: RESUBMIT_SAMPLE_KEY, name: '场地借用申请', xml: RESUBMIT_SAMPLE_XML, form: RESUBMIT_SAMPLE_FORM };
