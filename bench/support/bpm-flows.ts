/**
 * The two flows of `npm run bench:bpm` driven through the HTTP API, and the timing they share with the
 * bpmn-engine baseline: per-command latencies and complete instances.
 *   A: start → query the task list → complete the one user task (assignee: the initiator).
 *   B: start with a form → one approver → countersign of three (one after another) → end.
 */
import { Codes } from '../../src/schemas/envelope.ts';
import { interrupt } from './settings.ts';

const FLOW_A_TASK = `<bpmn:userTask id="task" name="审批" camunda:dataType="INITIATOR" camunda:text="流程发起人" camunda:extendData='[{"isopinion":false}]' />`;

const definitions = (id: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="D_${id}" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${id}" name="${id}" isExecutable="true">
${body}
  </bpmn:process>
</bpmn:definitions>`;

export const FLOW_A_XML = definitions(
  'bench_flow_a',
  `<bpmn:startEvent id="start" />${FLOW_A_TASK}<bpmn:endEvent id="end" />
   <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="task" /><bpmn:sequenceFlow id="f2" sourceRef="task" targetRef="end" />`,
);

export const SIGNERS = ['lihua', 'zhangwei', 'chenjing'];
export const FLOW_B_APPROVER = 'teacher1';

export const FLOW_B_XML = definitions(
  'bench_flow_b',
  `<bpmn:startEvent id="start" />
   <bpmn:userTask id="approve" name="审批" camunda:dataType="USERS" camunda:assignee="${FLOW_B_APPROVER}" camunda:extendData='[{"isopinion":false}]' />
   <bpmn:userTask id="sign" name="会签" camunda:dataType="USERS" camunda:assignee="\${signer}" camunda:candidateUsers="${SIGNERS.join(',')}" camunda:extendData='[{"isopinion":false}]'>
     <bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="\${signers}" camunda:elementVariable="signer">
       <bpmn:completionCondition>\${nrOfCompletedInstances &gt;= nrOfInstances}</bpmn:completionCondition>
     </bpmn:multiInstanceLoopCharacteristics>
   </bpmn:userTask>
   <bpmn:endEvent id="end" />
   <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" /><bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="sign" />
   <bpmn:sequenceFlow id="f3" sourceRef="sign" targetRef="end" />`,
);

export const FLOW_B_FORM = {
  widgetList: [
    { type: 'number', id: 'days', formItemFlag: true, options: { name: 'days', label: '天数', required: true, min: 0, max: 30 } },
    { type: 'textarea', id: 'why', formItemFlag: true, options: { name: 'why', label: '事由', required: true, maxLength: 200 } },
  ],
  formConfig: {},
};

/** Latencies per command name, and complete instances. */
export class Timings {
  readonly commands = new Map<string, number[]>();
  instances = 0;
  errors = 0;
  firstError: string | undefined;

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const value = await work();
    const elapsed = performance.now() - started;
    let list = this.commands.get(name);
    if (!list) this.commands.set(name, (list = []));
    list.push(elapsed);
    return value;
  }

  summary(seconds: number) {
    const commands: Record<string, { count: number; p50Ms: number; p99Ms: number }> = {};
    for (const [name, list] of this.commands) {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      commands[name] = { count: list.length, p50Ms: round(at(0.5)), p99Ms: round(at(0.99)) };
    }
    return { instancesPerSec: round(this.instances / seconds), instances: this.instances, errors: this.errors, commands };
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Runs `clients` loops of `iteration` for `seconds`; failures are counted, the first is kept. */
export async function drive(clients: number, seconds: number, timings: Timings, iteration: (client: number) => Promise<void>): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < deadline && !interrupt.signal.aborted) {
        try {
          await iteration(client);
          timings.instances += 1;
        } catch (error) {
          timings.errors += 1;
          timings.firstError ??= String((error as Error).message ?? error);
          if (timings.errors > 100) throw new Error(`too many failures; first: ${timings.firstError}`, { cause: error });
        }
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/** A POST that must answer 00000. */
export async function post<T = unknown>(baseUrl: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { code: string; info: T };
  if (envelope.code !== Codes.ok) throw new Error(`${path} answered ${JSON.stringify(envelope).slice(0, 300)}`);
  return envelope.info;
}

interface Started {
  instanceId: string;
}
interface TodoPage {
  records: { id: string; processInstanceId: string; activityId: string }[];
}

/** Flow A over HTTP for one client (the initiator is its own approver). */
export function flowA(baseUrl: string, token: string, timings: Timings) {
  return async () => {
    const { instanceId } = await timings.time('create', () => post<Started>(baseUrl, token, '/bpmProcessInstance/create', { processDefinitionKey: 'bench_flow_a', variables: {} }));
    const page = await timings.time('todoPage', () => post<TodoPage>(baseUrl, token, '/bpmTask/todoPage', { page: 1, pageSize: 10 }));
    const task = page.records.find((r) => r.processInstanceId === instanceId);
    if (!task) throw new Error('the new task is not in the task list');
    await timings.time('approve', () => post(baseUrl, token, '/bpmTask/approve', { id: task.id }));
  };
}

/** Flow B over HTTP: the client starts; the approver and the three signers act on it in turn. */
export function flowB(baseUrl: string, starter: string, actors: Record<string, string>, timings: Timings) {
  const act = async (user: string, instanceId: string) => {
    const page = await timings.time('todoPage', () => post<TodoPage>(baseUrl, actors[user]!, '/bpmTask/todoPage', { page: 1, pageSize: 10, queryParam: { processInstanceId: instanceId } }));
    const task = page.records[0];
    if (!task) throw new Error(`no task for ${user}`);
    await timings.time('approve', () => post(baseUrl, actors[user]!, '/bpmTask/approve', { id: task.id }));
  };
  return async () => {
    const { instanceId } = await timings.time('create', () =>
      // The form values go as `variables` (read as the start form's data); the countersign people are
      // named by the starter, so the flow runs the same whichever create route is registered (NEEDS.md 1).
      post<Started>(baseUrl, starter, '/bpmProcessInstance/create', { processDefinitionKey: 'bench_flow_b', variables: { days: 3, why: '出差', signers: SIGNERS } }),
    );
    await act(FLOW_B_APPROVER, instanceId);
    for (const signer of SIGNERS) await act(signer, instanceId);
  };
}
