/**
 * The demo's countersign process (学生活动申请, student activity application): the initiator's department
 * head reviews it (with delegate, transfer, return and CC buttons; the class teacher 黄老师 is copied when
 * the review starts), then three offices sign one after another (李华 of the school, 吴霞 of student
 * affairs, 周杰 of academic affairs); it ends only after the third has passed. Seeded with the leave
 * request (sample.ts) on a fresh demo database, so delegate, transfer, countersign, CC and urge can be
 * tried without designing anything.
 */
import { demoField as field, type DemoProcess } from './sample-seed.ts';

export const ACTIVITY_SAMPLE_KEY = 'activity_apply';
/** The countersign's people in signing order. */
export const ACTIVITY_SIGNERS = ['lihua', 'wuxia', 'zhoujie'] as const;
/** Copied (抄送) when the head's review is created. */
export const ACTIVITY_CC = 'teacher1';

const HEAD_BUTTONS = JSON.stringify(['pass', 'notPass', 'back', 'delegate', 'transfer', 'copy']);
// copyTime before: the class teacher hears of the application when it is submitted, not only once the head has decided.
const HEAD_EXTEND = JSON.stringify([{ isopinion: true, retrieve: true, copyTime: 'before' }]);
const HEAD_CC = JSON.stringify([{ id: ACTIVITY_CC, humanname: '黄老师' }]);
// 减签: a signer may take a later one out of the queue (never themselves).
const SIGN_BUTTONS = JSON.stringify(['pass', 'notPass', 'removeSign']);
const SIGN_EXTEND = JSON.stringify([{ isopinion: true }]);
const SIGN_READ_ONLY = JSON.stringify([
  { name: 'activityName', label: '活动名称', disabled: true },
  { name: 'activityDate', label: '活动日期', disabled: true },
  { name: 'participants', label: '参加人数', disabled: true },
  { name: 'plan', label: '活动方案', disabled: true },
]);

export const ACTIVITY_SAMPLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs_${ACTIVITY_SAMPLE_KEY}" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${ACTIVITY_SAMPLE_KEY}" name="学生活动申请" isExecutable="true">
    <bpmn:startEvent id="start" name="发起" camunda:initiator="initiator" />
    <bpmn:userTask id="head_review" name="部门领导审核" camunda:dataType="HEAD" camunda:text="发起人部门领导" camunda:buttons='${HEAD_BUTTONS}' camunda:extendData='${HEAD_EXTEND}'>
      <bpmn:extensionElements>
        <camunda:CopyItem type="user" id='${HEAD_CC}' />
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:userTask id="joint_sign" name="三方会签" camunda:dataType="USERS" camunda:assignee="\${signer}" camunda:candidateUsers="${ACTIVITY_SIGNERS.join(',')}" camunda:text="李华、吴霞、周杰" camunda:buttons='${SIGN_BUTTONS}' camunda:extendData='${SIGN_EXTEND}'>
      <bpmn:extensionElements>
        <camunda:FieldsPermission value='${SIGN_READ_ONLY}' />
      </bpmn:extensionElements>
      <bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="\${signers}" camunda:elementVariable="signer">
        <bpmn:completionCondition>\${nrOfCompletedInstances &gt;= nrOfInstances}</bpmn:completionCondition>
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="to_head" sourceRef="start" targetRef="head_review" />
    <bpmn:sequenceFlow id="to_sign" sourceRef="head_review" targetRef="joint_sign" />
    <bpmn:sequenceFlow id="to_end" sourceRef="joint_sign" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>
`;

export const ACTIVITY_SAMPLE_FORM = {
  widgetList: [
    field('input', 'activityName', '活动名称', { required: true, maxLength: 50 }),
    field('date', 'activityDate', '活动日期', { required: true, format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }),
    field('number', 'participants', '参加人数', { required: true, min: 1, max: 500, defaultValue: 30 }),
    field('textarea', 'plan', '活动方案', { required: true, maxLength: 500, rows: 4 }),
  ],
  formConfig: { name: '学生活动申请', labelWidth: 100 },
};

export const ACTIVITY_SAMPLE: DemoProcess = { key: ACTIVITY_SAMPLE_KEY, name: '学生活动申请', xml: ACTIVITY_SAMPLE_XML, form: ACTIVITY_SAMPLE_FORM };
