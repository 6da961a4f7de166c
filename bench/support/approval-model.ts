/**
 * The process `npm run bench:approval` fills the database with: a leave request as the institution would
 * design it — a start form, the initiator's department head (CC to the student affairs office when passed),
 * then, for more than three days, the office — with its diagram (BPMN DI), so that the approve page has a
 * form, a timeline and a diagram to show.
 */

export const BENCH_PROCESS_KEY = 'bench_leave';
export const BENCH_PROCESS_NAME = '请假申请（基准）';

/** The head's node: pass / not pass / return, no opinion required, allowed in a batch approval. */
const HEAD_EXTEND = JSON.stringify([{ isopinion: false, copyTime: 'after', batchapprove: true }]);

export const BENCH_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="D_${BENCH_PROCESS_KEY}" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${BENCH_PROCESS_KEY}" name="${BENCH_PROCESS_NAME}" isExecutable="true">
    <bpmn:startEvent id="start" name="发起" camunda:initiator="initiator" />
    <bpmn:userTask id="head_approve" name="部门领导审批" camunda:dataType="HEAD" camunda:text="发起人部门领导" camunda:buttons="pass,notPass,back" camunda:extendData='${HEAD_EXTEND}'>
      <bpmn:extensionElements>
        <camunda:CopyItem type="user" id='[{"id":"wuxia","humanname":"吴霞"}]' />
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="long_leave" name="超过三天？" default="to_end" />
    <bpmn:userTask id="office_approve" name="学生工作处审批" camunda:dataType="USERS" camunda:assignee="wuxia" camunda:text="吴霞" camunda:extendData='[{"isopinion":false}]' />
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="to_head" sourceRef="start" targetRef="head_approve" />
    <bpmn:sequenceFlow id="to_check" sourceRef="head_approve" targetRef="long_leave" />
    <bpmn:sequenceFlow id="to_office" name="超过三天" sourceRef="long_leave" targetRef="office_approve">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="to_end" sourceRef="long_leave" targetRef="end" />
    <bpmn:sequenceFlow id="office_end" sourceRef="office_approve" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="DI_${BENCH_PROCESS_KEY}">
    <bpmndi:BPMNPlane id="DI_plane" bpmnElement="${BENCH_PROCESS_KEY}">
      <bpmndi:BPMNShape id="DI_start" bpmnElement="start"><dc:Bounds x="100" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="DI_head" bpmnElement="head_approve"><dc:Bounds x="190" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="DI_gw" bpmnElement="long_leave" isMarkerVisible="true"><dc:Bounds x="345" y="95" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="DI_office" bpmnElement="office_approve"><dc:Bounds x="450" y="200" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="DI_end" bpmnElement="end"><dc:Bounds x="602" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="DI_to_head" bpmnElement="to_head"><di:waypoint x="136" y="120" /><di:waypoint x="190" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="DI_to_check" bpmnElement="to_check"><di:waypoint x="290" y="120" /><di:waypoint x="345" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="DI_to_office" bpmnElement="to_office"><di:waypoint x="370" y="145" /><di:waypoint x="370" y="240" /><di:waypoint x="450" y="240" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="DI_to_end" bpmnElement="to_end"><di:waypoint x="395" y="120" /><di:waypoint x="602" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="DI_office_end" bpmnElement="office_end"><di:waypoint x="550" y="240" /><di:waypoint x="620" y="240" /><di:waypoint x="620" y="138" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

export const BENCH_FORM = {
  widgetList: [
    {
      type: 'select',
      id: 'kind',
      formItemFlag: true,
      options: { name: 'kind', label: '请假类型', required: true, optionItems: [{ label: '事假', value: 'personal' }, { label: '病假', value: 'sick' }, { label: '公假', value: 'official' }] },
    },
    { type: 'number', id: 'days', formItemFlag: true, options: { name: 'days', label: '天数', required: true, min: 0.5, max: 30 } },
    { type: 'textarea', id: 'why', formItemFlag: true, options: { name: 'why', label: '事由', required: true, maxLength: 200 } },
    { type: 'input', id: 'phone', formItemFlag: true, options: { name: 'phone', label: '紧急联系电话' } },
  ],
  formConfig: {},
};

/** Form values of the templates; the copies keep them (the pages read them, not search them). */
export const SHORT_LEAVE = { kind: 'personal', days: 2, why: '家中有事，需回家处理', phone: '13800000000' };
export const LONG_LEAVE = { kind: 'sick', days: 5, why: '住院治疗，附医院证明', phone: '13800000001' };
