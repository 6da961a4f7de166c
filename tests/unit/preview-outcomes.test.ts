/**
 * How the route simulation leaves a user task (approval/preview-outcomes.ts), against the engine's
 * multi-instance rules: an any-one body completes after the first pass (passCount 1); a parallel body's
 * condition reads nrOfActiveInstances as the engine counts it; a cardinality loop has that many
 * instances; the empty-approver policy's reject or pass overrides an assumption (kept as requested);
 * a return without an earlier step a person handled has nowhere to go.
 */
import { describe, expect, it } from 'vitest';
import { leaveUserTask, type LeaveInput } from '../../src/server/bpm/approval/preview-outcomes.ts';
import type { GraphNode, MultiInstanceDef, ProcessGraph } from '../../src/server/bpm/engine/graph.ts';
import type { PreviewStep } from '../../src/schemas/bpmn/preview.ts';

const node = (id: string, mi?: MultiInstanceDef, incoming: string[] = []): GraphNode => ({ id, type: 'userTask', scope: null, incoming, outgoing: [], boundaries: [], attrs: {}, properties: {}, extensions: [], listeners: [], taskListeners: [], ...(mi ? { mi } : {}) });
const graph = (...nodes: GraphNode[]): ProcessGraph => ({
  processId: 'P',
  nodes: Object.fromEntries(nodes.map((n) => [n.id, n])),
  flows: { f: { id: 'f', source: 'first', target: 'task', listeners: [] } },
  starts: [],
  attrs: {},
  properties: {},
  extensions: [],
  listeners: [],
  candidateStarters: { orgids: [], roleids: [], groups: [], users: [] },
  reachableFrom: {},
});
const THREE = ['wuxia', 'lihua', 'zhoujie'];

function leave(task: GraphNode, step: Partial<PreviewStep>, extra: Partial<LeaveInput> = {}) {
  const variables: Record<string, unknown> = { n: 4 };
  const problems: string[] = [];
  const answer = leaveUserTask({ graph: graph(node('first'), task), node: task, step: { activityId: task.id, name: null, type: 'userTask', ...step }, assumption: undefined, variables, passedBefore: [], problem: (text) => problems.push(text), ...extra });
  return { answer, variables, problems };
}

describe('leaving a multi-instance step as the engine does', () => {
  it('an any-one body completes after the first pass', () => {
    const { answer, variables } = leave(node('task', { sequential: false, collection: '${signers}', completionCondition: '${nrOfCompletedInstances > 0}' }), { users: THREE });
    expect(answer).toMatchObject({ outcome: 'pass', instances: 3, passes: 1, completedEarly: true });
    expect(variables).toMatchObject({ outcome: '通过', passCount: 1, failCount: 0 });
  });

  it('a parallel body’s condition sees the instances still active', () => {
    const { answer } = leave(node('task', { sequential: false, collection: '${signers}', completionCondition: '${nrOfActiveInstances == 1}' }), { users: THREE });
    expect(answer).toMatchObject({ passes: 2, completedEarly: true });
  });

  it('a cardinality loop has that many instances', () => {
    const { answer } = leave(node('task', { sequential: true, cardinality: '${n}' }), { users: [] });
    expect(answer).toMatchObject({ instances: 4, passes: 4, variables: { passCount: 4 } });
  });

  it('a broken completion condition is reported and the body runs to its end', () => {
    const { answer, problems } = leave(node('task', { sequential: true, collection: '${signers}', completionCondition: '${passCount >=}' }), { users: THREE });
    expect(answer.passes).toBe(3);
    expect(problems[0]).toMatch(/^task\.completionCondition: /);
  });
});

describe('policies and returns', () => {
  it('the empty-approver reject ends the step whatever was assumed, keeping the request', () => {
    const { answer } = leave(node('task', { sequential: true, collection: '${signers}' }), { users: [], emptyFallback: { policy: 'reject', users: [] } }, { assumption: { outcome: 'pass' } });
    expect(answer).toMatchObject({ outcome: 'reject', requested: 'pass', chosen: true, instances: 1, passes: 0, ends: true, variables: { outcome: '不通过' } });
  });

  it('the empty-approver pass passes the one empty instance', () => {
    const { answer } = leave(node('task', { sequential: true, collection: '${signers}' }), { users: [], emptyFallback: { policy: 'pass', users: [] } }, { assumption: { outcome: 'reject' } });
    expect(answer).toMatchObject({ outcome: 'pass', requested: 'reject', passes: 1, ends: false });
  });

  it('a return goes to the latest earlier step upstream, or nowhere', () => {
    const task = node('task', undefined, ['f']);
    expect(leave(task, { users: ['lihua'] }, { assumption: { outcome: 'return' }, passedBefore: [{ activityId: 'first', name: '第一步' }] }).answer.returnTo).toEqual({ activityId: 'first', name: '第一步' });
    expect(leave(task, { users: ['lihua'] }, { assumption: { outcome: 'return' } }).answer).toMatchObject({ outcome: 'return', returnTo: null, ends: true });
  });
});
