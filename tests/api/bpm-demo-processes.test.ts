/**
 * The demo seed's processes can be walked through as a new user would: the leave request's start form
 * fills `days` from its date range (recomputed by the server, so a crafted number cannot skip the
 * student affairs office), and 学生活动申请 copies the class teacher, lets the head delegate, and passes
 * its countersign of three one person at a time before it ends. Students hold 抄送我的.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLE_PROCESS_KEY } from '../../src/server/bpm/definitions/sample.ts';
import { ACTIVITY_CC, ACTIVITY_SAMPLE_KEY, ACTIVITY_SIGNERS } from '../../src/server/bpm/definitions/sample-activity.ts';
import { FIVE_DAYS, leaveForm, TWO_DAYS } from './demo-leave.ts';
import { copies, expectOk, messages, openTasks } from './bpm-approval-support.ts';
import { useBpmTestApp } from './bpm-test-app.ts';

const app = useBpmTestApp({ jobPollMs: 0 });

const CREATE = '/bpmProcessInstance/create';
const leave = leaveForm;

async function passAs(user: string, taskId: string, reason = '同意') {
  return (await app.ok(user, '/bpmTask/approve', { id: taskId, reason })) as { status: string; result: number; tasks: { id: string; activityId: string; assignee: string }[] };
}

describe('请假申请 (leave_request) with its start form', () => {
  it('refuses a start without the form\'s required fields', async () => {
    const empty = await app.call('student1', CREATE, { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: {} });
    expect(empty.code).toBe('00005');
    const paths = JSON.stringify(empty.errors);
    for (const field of ['period', 'reason']) expect(paths).toContain(`/formData/${field}`);
    // 申请人 is never the client's to type: the server fills it from the session.
    expect(paths).not.toContain('/formData/applicant');
  });

  it('申请人 is the initiator from the session: a name sent by the body is ignored', async () => {
    const started = await app.call('student1', CREATE, { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leave(TWO_DAYS, { applicant: '冒名顶替' }) });
    expectOk(started);
    const detail = await app.call('student1', '/bpmProcessInstance/get', { id: started.info.instanceId });
    expect(detail.info.processInstance.formData.applicant).toBe('马小明');
    const bare = await app.call('student1', CREATE, { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leave(TWO_DAYS, { applicant: undefined }) });
    expectOk(bare);
    // The head may not rewrite it either (read-only in every step).
    const changed = await app.call('zhangwei', '/bpmTask/approve', { id: bare.info.tasks[0].id, reason: '同意', formData: { applicant: '别人' } });
    expect(changed.code).toBe('00005');
    expect(JSON.stringify(changed.errors)).toContain('/formData/applicant');
  });

  it('two working days end after the head; five also go to the student affairs office (吴霞)', async () => {
    const short = await app.call('student1', CREATE, { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leave(TWO_DAYS) });
    expectOk(short);
    const shortHead = short.info.tasks[0];
    expect(shortHead).toMatchObject({ activityId: 'head_approve', assignee: 'zhangwei' });
    const shortDone = await passAs('zhangwei', shortHead.id);
    expect([shortDone.status, shortDone.result]).toEqual(['completed', 2]);

    const long = await app.call('student1', CREATE, { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leave(FIVE_DAYS) });
    expectOk(long);
    const afterHead = await passAs('zhangwei', long.info.tasks[0].id);
    expect(afterHead.tasks).toMatchObject([{ activityId: 'office_approve', assignee: 'wuxia' }]);
  });

  it('days is the server\'s count of the range: a smaller number sent with a long range is recomputed and does not skip the office', async () => {
    const crafted = await app.call('student1', CREATE, { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leave(FIVE_DAYS, { days: 1 }) });
    // The calculated field is not the client's to write: the server recomputes it from the range.
    expectOk(crafted);
    const afterHead = await passAs('zhangwei', crafted.info.tasks[0].id);
    expect(afterHead.tasks).toMatchObject([{ activityId: 'office_approve', assignee: 'wuxia' }]);
  });
});

describe('学生活动申请 (activity_apply)', () => {
  const form = { activityName: '编程马拉松', activityDate: '2026-04-18', participants: 40, plan: '周六在实验楼举办' };

  it('copies the class teacher at submit and passes the countersign one signer at a time, in order', async () => {
    const started = await app.call('student1', CREATE, { processDefinitionKey: ACTIVITY_SAMPLE_KEY, formData: form });
    expectOk(started);
    const instanceId = started.info.instanceId as string;
    expect(started.info.tasks).toMatchObject([{ activityId: 'head_review', assignee: 'zhangwei' }]);
    expect((await copies(app.t, instanceId)).map((c) => c.userCode)).toEqual([ACTIVITY_CC]);

    let answer = await passAs('zhangwei', started.info.tasks[0].id);
    for (const [i, signer] of ACTIVITY_SIGNERS.entries()) {
      const open = await openTasks(app.t, instanceId);
      // Sequential: exactly the current signer holds a task; the others wait (or are done).
      expect(open.map((x) => [x.activityId, x.assignee])).toEqual([['joint_sign', signer]]);
      expect(answer.status).toBe('running');
      // Someone later in the order cannot act before their turn (after the last: the initiator cannot either).
      const later = ACTIVITY_SIGNERS[i + 1] ?? 'student1';
      expect((await app.call(later, '/bpmTask/approve', { id: open[0]!.id, reason: '抢先' })).code).toBe('00004');
      answer = await passAs(signer, open[0]!.id);
    }
    expect([answer.status, answer.result]).toEqual(['completed', 2]);
    expect(await openTasks(app.t, instanceId)).toHaveLength(0);
  });

  it('the head may delegate (the task comes back to them) and transfer (it leaves them)', async () => {
    const started = await app.call('student2', CREATE, { processDefinitionKey: ACTIVITY_SAMPLE_KEY, formData: form });
    expectOk(started);
    const taskId = started.info.tasks[0].id as string;
    expectOk(await app.call('zhangwei', '/bpmTask/delegate', { id: taskId, userCode: 'teacher1', reason: '请黄老师先看' }));
    const delegated = await openTasks(app.t, started.info.instanceId);
    expect(delegated.map((x) => x.assignee)).toEqual(['teacher1']);
    await passAs('teacher1', delegated[0]!.id, '可以');
    const back = await openTasks(app.t, started.info.instanceId);
    expect(back.map((x) => [x.activityId, x.assignee])).toEqual([['head_review', 'zhangwei']]);
    expectOk(await app.call('zhangwei', '/bpmTask/transfer', { id: back[0]!.id, userCode: 'chenjing', reason: '转陈老师' }));
    const moved = await openTasks(app.t, started.info.instanceId);
    expect(moved.map((x) => x.assignee)).toEqual(['chenjing']);
    await passAs('chenjing', moved[0]!.id);
    expect((await openTasks(app.t, started.info.instanceId)).map((x) => x.assignee)).toEqual([ACTIVITY_SIGNERS[0]]);
  });
});

describe('urge (催办)', () => {
  it('reaches the head with the initiator named in the title, and says when the next one is possible', async () => {
    const started = await app.call('student1', CREATE, { processDefinitionKey: ACTIVITY_SAMPLE_KEY, formData: { activityName: '读书会', activityDate: '2026-04-18', participants: 12, plan: '图书馆' } });
    expectOk(started);
    expectOk(await app.call('student1', '/bpmProcessInstance/urge', { id: started.info.instanceId, reason: '周五前需要' }));
    const urges = await messages(app.t, started.info.instanceId, 'urge');
    expect(urges.map((m) => [m.receiverHumancode, m.title])).toEqual([['zhangwei', '催办：请尽快处理学生活动申请「部门领导审核」（马小明催办）']]);
    const again = await app.call('student1', '/bpmProcessInstance/urge', { id: started.info.instanceId });
    expect([again.code, again.raw.includes('10 分钟后再试')]).toEqual(['00008', true]);
  });
});

describe('menus', () => {
  it('a student has 抄送我的 beside the other process entries', async () => {
    const menu = await app.call('student1', '/sytPermissionResources/treeListByUser', {});
    expectOk(menu);
    const paths = JSON.stringify(menu.info);
    expect(paths).toContain('/bpm/task/todo');
    expect(paths).toContain('/bpm/task/copy');
  });
});
