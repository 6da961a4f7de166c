/**
 * How `npm run bench:approval` makes its data. The engine makes one instance of each shape through the
 * HTTP API (open at the head's step; passed short; passed long through the office; not passed), then
 * PostgreSQL copies them with INSERT … SELECT over generate_series: every row an instance owns (instance,
 * executions, tasks, variables, history, CC rows, messages) gets fresh ids — md5(template id, copy
 * number) — so the copies reference each other as the engine's rows do, a new initiator (one of the bench
 * students of a department), that department's head as the head step's assignee, and times spread over
 * two years (finished) or the last 30 days (open). The engine can act on a copied open instance as on any
 * other, which is what the batch approval does.
 */
import type { Pool } from 'pg';
import { post } from './bpm-flows.ts';
import { BENCH_FORM, BENCH_PROCESS_KEY, BENCH_PROCESS_NAME, BENCH_XML, LONG_LEAVE, SHORT_LEAVE } from './approval-model.ts';

/** Departments of the demo seed whose head approves their students' leave; the first one is measured. */
export const DEPARTMENTS = [
  { code: 'CS-SE', head: 'zhangwei' },
  { code: 'CS-CST', head: 'chenjing' },
  { code: 'EM-ACC', head: 'zhaomin' },
  { code: 'EM-FIN', head: 'sunli' },
] as const;
export const APPROVER = DEPARTMENTS[0].head;
/** Who starts the templates (a CS-SE student, so that the head step goes to the measured approver). */
const TEMPLATE_STARTER = 'student1';
/** Template durations are milliseconds; stretched by this they become minutes to hours. */
const STRETCH = 300_000;

export interface Scale {
  label: string;
  finished: number;
  open: number;
  /** Of the open ones, how many wait for the measured approver. */
  approverOpen: number;
  /** Bench students (initiators), spread over the departments. */
  students: number;
}

export interface Templates {
  open: string;
  finished: { id: string; share: number; shape: string }[];
}

export type Post = <T>(user: string, path: string, body: unknown) => Promise<T>;

/** Deploys the bench process and lets the engine make one instance of each shape. */
export async function makeTemplates(call: Post): Promise<Templates> {
  const model = await call<{ id: string }>('admin', '/bpmModel/edit', { key: BENCH_PROCESS_KEY, name: BENCH_PROCESS_NAME, category: 'bench', xml: BENCH_XML, formSnapshot: BENCH_FORM });
  await call('admin', '/bpmModel/deploy', { id: model.id });
  type Started = { instanceId: string; tasks: { id: string }[] };
  const start = (formData: Record<string, unknown>) => call<Started>(TEMPLATE_STARTER, '/bpmProcessInstance/create', { processDefinitionKey: BENCH_PROCESS_KEY, formData });
  const headTask = (started: Started) => {
    const task = started.tasks[0];
    if (!task) throw new Error('the template instance has no task at the head step');
    return task.id;
  };

  const open = await start(LONG_LEAVE);
  const short = await start(SHORT_LEAVE);
  await call(APPROVER, '/bpmTask/approve', { id: headTask(short), reason: '同意' });
  const long = await start(LONG_LEAVE);
  const afterHead = await call<Started>(APPROVER, '/bpmTask/approve', { id: headTask(long), reason: '同意，注意休息' });
  await call('wuxia', '/bpmTask/approve', { id: headTask(afterHead), reason: '已备案' });
  const rejected = await start(SHORT_LEAVE);
  await call(APPROVER, '/bpmTask/reject', { id: headTask(rejected), reason: '本周有期中考试，请改期' });
  return {
    open: open.instanceId,
    finished: [
      { id: short.instanceId, share: 0.45, shape: 'passed by the head (2 days)' },
      { id: long.instanceId, share: 0.4, shape: 'passed by the head and the office (5 days)' },
      { id: rejected.instanceId, share: 0.15, shape: 'not passed by the head' },
    ],
  };
}

/** Bench students: account rows like the seed's, in the departments above (never logged in). */
export async function addStudents(pool: Pool, count: number): Promise<void> {
  await pool.query(
    `insert into syt_permission_account (id, humancode, humanname, password_hash, sex, organization_id, identity, displayorder)
     select md5('bench-student:' || n)::uuid::text, 'bstu' || lpad(n::text, 5, '0'), '学生' || n, a.password_hash,
       case when n % 2 = 0 then '女' else '男' end, o.id, 'student', 1000 + n
     from generate_series(1, $1::int) n
     join syt_sys_organization o on o.code = ($2::text[])[1 + n % array_length($2::text[], 1)]
     cross join (select password_hash from syt_permission_account where humancode = $3) a`,
    [count, DEPARTMENTS.map((d) => d.code), TEMPLATE_STARTER],
  );
  // Numbered per head, so that the plan picks the n-th student of a department by a key lookup.
  await pool.query(
    `create unlogged table bench_student as
     select o.org_head_huma_code as head, (row_number() over (partition by o.org_head_huma_code order by a.humancode) - 1)::int as k, a.humancode,
       count(*) over (partition by o.org_head_huma_code)::int as size
     from syt_permission_account a join syt_sys_organization o on o.id = a.organization_id where a.humancode like 'bstu%'`,
  );
  await pool.query('create unique index on bench_student (head, k)');
}

/**
 * The copy plan: one row per new instance — its number, template, initiator (a bench student of the
 * head's department), head and start time. `heads` chooses the department of copy n.
 */
async function plan(pool: Pool, rows: { from: number; to: number; template: string; heads: string; startSql: string }[]): Promise<void> {
  await pool.query('drop table if exists bench_plan');
  await pool.query('create unlogged table bench_plan (n int primary key, tmpl text not null, initiator text not null, head text not null, start_at timestamptz not null, finished boolean not null)');
  for (const row of rows) {
    await pool.query(
      `insert into bench_plan
       select n, $3, s.humancode, d.head, ${row.startSql}, (select status <> 'running' from bpm_instance where id = $3)
       from generate_series($1::int, $2::int) n
       cross join lateral (select ${row.heads} as head) d
       join (select head, size from bench_student where k = 0) c on c.head = d.head
       join bench_student s on s.head = d.head and s.k = (n * 7919) % c.size`,
      [row.from, row.to, row.template],
    );
  }
}

// SQL pieces of the copy: p is the plan row, ti the template instance, x the template's row.
const id = (column: string) => `md5(${column} || ':' || p.n)::uuid::text`;
const time = (column: string) => `p.start_at + (${column} - ti.start_time) * ${STRETCH}`;
const person = (column: string) => `case ${column} when '${APPROVER}' then p.head when '${TEMPLATE_STARTER}' then p.initiator else ${column} end`;
const fromTemplate = (table: string) => `from bench_plan p join bpm_instance ti on ti.id = p.tmpl join ${table} x on x.instance_id = p.tmpl`;

/** Copies the planned instances: every row an instance owns, with fresh ids, people and times. */
async function copyPlanned(pool: Pool): Promise<void> {
  const statements = [
    `insert into bpm_instance (id, definition_id, definition_key, name, business_key, status, result, initiator, start_time, end_time, end_reason, version)
     select ${id('ti.id')}, ti.definition_id, ti.definition_key, ti.name, ti.business_key, ti.status, ti.result, p.initiator,
       p.start_at, ${time('ti.end_time')}, ti.end_reason, ti.version
     from bench_plan p join bpm_instance ti on ti.id = p.tmpl`,
    `insert into bpm_execution (id, instance_id, parent_id, activity_id, is_scope, is_concurrent, is_active, state, flow_id, mi, created_at)
     select ${id('x.id')}, ${id('x.instance_id')}, ${id('x.parent_id')}, x.activity_id, x.is_scope, x.is_concurrent, x.is_active, x.state, x.flow_id, x.mi, ${time('x.created_at')}
     ${fromTemplate('bpm_execution')}`,
    `insert into bpm_task (id, instance_id, definition_id, execution_id, activity_id, name, assignee, owner, candidate_users, candidate_groups, status, result,
       priority, create_time, claim_time, end_time, due_date, follow_up_date, form_key, form_data, reason, extra)
     select ${id('x.id')}, ${id('x.instance_id')}, x.definition_id, ${id('x.execution_id')}, x.activity_id, x.name, ${person('x.assignee')}, x.owner,
       x.candidate_users, x.candidate_groups, x.status, x.result, x.priority, ${time('x.create_time')}, ${time('x.claim_time')}, ${time('x.end_time')},
       x.due_date, x.follow_up_date, x.form_key, x.form_data, x.reason, x.extra
     ${fromTemplate('bpm_task')}`,
    `insert into bpm_variable (id, instance_id, execution_id, name, value)
     select ${id('x.id')}, ${id('x.instance_id')}, ${id('x.execution_id')}, x.name, case x.name when 'initiator' then to_jsonb(p.initiator) else x.value end
     ${fromTemplate('bpm_variable')}`,
    `insert into bpm_history (id, instance_id, execution_id, activity_id, activity_type, activity_name, task_id, start_time, end_time, outgoing, end_state, seq)
     select ${id('x.id')}, ${id('x.instance_id')}, ${id('x.execution_id')}, x.activity_id, x.activity_type, x.activity_name, ${id('x.task_id')},
       ${time('x.start_time')}, ${time('x.end_time')}, x.outgoing, x.end_state, x.seq
     ${fromTemplate('bpm_history')}`,
    `insert into bpm_event_subscription (id, instance_id, execution_id, activity_id, event_type, event_name, config, created_at)
     select ${id('x.id')}, ${id('x.instance_id')}, ${id('x.execution_id')}, x.activity_id, x.event_type, x.event_name, x.config, ${time('x.created_at')}
     ${fromTemplate('bpm_event_subscription')}`,
    // Most CC rows of finished processes have been read by now.
    `insert into bpm_copy (id, instance_id, task_id, activity_id, user_code, creator, reason, read_flag, create_time)
     select ${id('x.id')}, ${id('x.instance_id')}, ${id('x.task_id')}, x.activity_id, ${person('x.user_code')}, ${person('x.creator')}, x.reason,
       p.finished and p.n % 5 <> 0, ${time('x.create_time')}
     ${fromTemplate('bpm_copy')}`,
    `insert into syt_message_send (id, created_at, updated_at, receiver_humancode, sender_humancode, type, title, content, process_instance_id, task_id, status, read_at)
     select ${id('x.id')}, ${time('x.created_at')}, ${time('x.updated_at')}, ${person('x.receiver_humancode')}, ${person('x.sender_humancode')}, x.type, x.title,
       x.content, ${id('x.process_instance_id')}, ${id('x.task_id')}, case when p.finished then 1 else x.status end, case when p.finished then ${time('x.created_at')} end
     from bench_plan p join bpm_instance ti on ti.id = p.tmpl join syt_message_send x on x.process_instance_id = p.tmpl`,
  ];
  for (const text of statements) await pool.query(text);
}

/** The other heads, in turn, for copy n. */
const otherHeads = `(array[${DEPARTMENTS.slice(1).map((d) => `'${d.head}'`).join(', ')}])[1 + n % ${DEPARTMENTS.length - 1}]`;
const anyHead = `(array[${DEPARTMENTS.map((d) => `'${d.head}'`).join(', ')}])[1 + n % ${DEPARTMENTS.length}]`;

/** Copies the templates to the scale's numbers; answers the seconds it took. */
export async function fill(pool: Pool, templates: Templates, scale: Scale): Promise<number> {
  const started = performance.now();
  await addStudents(pool, scale.students);
  const rows: Parameters<typeof plan>[1] = [];
  let next = 1;
  let left = scale.finished;
  templates.finished.forEach((template, index) => {
    const count = index === templates.finished.length - 1 ? left : Math.round(scale.finished * template.share);
    left -= count;
    // Finished: started at any time in the last two years, spread evenly.
    rows.push({ from: next, to: next + count - 1, template: template.id, heads: anyHead, startSql: `now() - interval '730 days' * (n::float8 / ${scale.finished + 1})` });
    next += count;
  });
  // The open template is one of the approver's open instances; the copies are the others.
  const mineFrom = next;
  rows.push({ from: next, to: next + scale.approverOpen - 2, template: templates.open, heads: `'${APPROVER}'`, startSql: `now() - interval '30 days' * ((n - ${mineFrom})::float8 / ${scale.approverOpen}) - interval '1 minute'` });
  next += scale.approverOpen - 1;
  const othersFrom = next;
  const others = scale.open - scale.approverOpen;
  rows.push({ from: next, to: next + others - 1, template: templates.open, heads: otherHeads, startSql: `now() - interval '30 days' * ((n - ${othersFrom})::float8 / ${others}) - interval '1 minute'` });
  await plan(pool, rows.filter((r) => r.to >= r.from));
  await copyPlanned(pool);
  await removeTemplates(pool, templates.finished.map((t) => t.id));
  await pool.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}

/** `count` more open instances waiting for the approver, numbered from `from`, started just now; answers their task ids. */
export async function addApproverTasks(pool: Pool, templates: Templates, from: number, count: number): Promise<string[]> {
  await plan(pool, [{ from, to: from + count - 1, template: templates.open, heads: `'${APPROVER}'`, startSql: `now() - interval '1 second' * (n - ${from} + 1)` }]);
  await copyPlanned(pool);
  const { rows } = await pool.query<{ id: string }>(
    `select t.id from bench_plan p join bpm_task t on t.instance_id = md5(p.tmpl || ':' || p.n)::uuid::text where t.status = 'open' order by p.n`,
  );
  await pool.query('analyze bpm_task');
  return rows.map((r) => r.id);
}

/** The finished templates' own rows go once copied, so that the counts are exactly the scale's. */
async function removeTemplates(pool: Pool, finished: string[]): Promise<void> {
  for (const table of ['bpm_execution', 'bpm_task', 'bpm_variable', 'bpm_history', 'bpm_event_subscription', 'bpm_copy']) {
    await pool.query(`delete from ${table} where instance_id = any($1::text[])`, [finished]);
  }
  await pool.query('delete from syt_message_send where process_instance_id = any($1::text[])', [finished]);
  await pool.query('delete from bpm_instance where id = any($1::text[])', [finished]);
}

/** Row counts of the tables the pages read, for the report. */
export async function tableCounts(pool: Pool): Promise<Record<string, number>> {
  const tables = ['bpm_instance', 'bpm_task', 'bpm_execution', 'bpm_variable', 'bpm_history', 'bpm_copy', 'syt_message_send', 'syt_permission_account'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0);
  const open = await pool.query<{ n: string }>(`select count(*) as n from bpm_task where status = 'open' and assignee = $1`, [APPROVER]);
  counts.approverOpenTasks = Number(open.rows[0]?.n ?? 0);
  return counts;
}

export { post };
