/**
 * The baseline of `npm run bench:bpm`: flow A on bpmn-engine 25 in this process, its state persisted in
 * the same PostgreSQL as the server's (one jsonb blob per instance plus a task row for the task list),
 * the way an application would have to run it: start → save state; query the task list; load the state,
 * recover the engine, signal the user task, save the final state — each command in one transaction.
 */
import { Engine } from 'bpmn-engine';
import { Pool, type PoolClient } from 'pg';

export const BASELINE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D_baseline" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="flowA" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="task" />
    <bpmn:userTask id="task" name="审批" />
    <bpmn:sequenceFlow id="f2" sourceRef="task" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

export async function prepareBaseline(pool: Pool): Promise<void> {
  await pool.query(`create table if not exists bench_engine_instance (id text primary key, state jsonb not null, status text not null, initiator text not null, updated_at timestamptz not null default now())`);
  await pool.query(`create table if not exists bench_engine_task (id text primary key, instance_id text not null, activity_id text not null, assignee text not null, created_at timestamptz not null default now())`);
  await pool.query(`create index if not exists bench_engine_task_assignee_ix on bench_engine_task (assignee, created_at)`);
}

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const value = await work(client);
    await client.query('commit');
    return value;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Start: run the engine to the user task and save its state and the task row. */
export async function baselineStart(pool: Pool, initiator: string): Promise<string> {
  const id = crypto.randomUUID();
  const engine = new Engine({ name: id, source: BASELINE_XML });
  await engine.execute({ variables: { initiator } });
  const state = await engine.getState();
  await engine.stop();
  await inTransaction(pool, async (client) => {
    await client.query('insert into bench_engine_instance (id, state, status, initiator) values ($1, $2, $3, $4)', [id, JSON.stringify(state), 'running', initiator]);
    await client.query('insert into bench_engine_task (id, instance_id, activity_id, assignee) values ($1, $2, $3, $4)', [crypto.randomUUID(), id, 'task', initiator]);
  });
  return id;
}

/** The task list of a user: the newest ten open tasks. */
export async function baselineTodo(pool: Pool, assignee: string): Promise<{ id: string; instance_id: string }[]> {
  const { rows } = await pool.query<{ id: string; instance_id: string }>('select id, instance_id from bench_engine_task where assignee = $1 order by created_at desc limit 10', [assignee]);
  return rows;
}

/** Complete: lock the instance, recover the engine from its state, signal the task, save the end state. */
export async function baselineComplete(pool: Pool, taskId: string, instanceId: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ state: unknown }>('select state from bench_engine_instance where id = $1 for update', [instanceId]);
    if (!rows[0]) throw new Error(`no baseline instance ${instanceId}`);
    const engine = new Engine({ name: instanceId }).recover(rows[0].state);
    const ended = new Promise<void>((resolve, reject) => {
      engine.once('end', () => resolve());
      engine.once('error', (error: Error) => reject(error));
    });
    const execution = await engine.resume();
    execution.signal({ id: 'task' });
    await ended;
    const state = await engine.getState();
    await client.query('update bench_engine_instance set state = $2, status = $3, updated_at = now() where id = $1', [instanceId, JSON.stringify(state), 'completed']);
    await client.query('delete from bench_engine_task where id = $1', [taskId]);
  });
}
