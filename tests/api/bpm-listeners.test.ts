/** Execution and task listeners: class (built-ins, bpmFlowListener rows and their params), expression, delegate expression, script; messages. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { allowOutboundHosts } from '../../src/server/bpm/listeners/builtins/outbound.ts';
import { notify, runListener, type ListenerDefinition } from '../../src/server/bpm/listeners/index.ts';
import { listenerParamTable, listenerTable, messageTable } from '../../src/server/bpm/listeners/tables.ts';
import type { Db } from '../../src/server/db/client.ts';
import { fakeContext } from './bpm-listeners-support.ts';

let t: TestApp;
let db: Db;
let server: Server;
let baseUrl: string;
const received: { path: string; body: any }[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const path = request.url ?? '/';
      received.push({ path, body: text ? JSON.parse(text) : null });
      if (path === '/slow') {
        setTimeout(() => response.end('{}'), 2000).unref();
        return;
      }
      if (path === '/fail') {
        response.statusCode = 500;
        response.end('no');
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ accepted: true, echo: path }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const listener = (type: ListenerDefinition['type'], value: string, fields: ListenerDefinition['fields'] = [], extra: Partial<ListenerDefinition> = {}): ListenerDefinition => ({
  event: 'start',
  type,
  value,
  fields,
  ...extra,
});
const str = (name: string, value: string) => ({ name, value, kind: 'string' as const });
const expr = (name: string, value: string) => ({ name, value, kind: 'expression' as const });

async function messagesOf(instanceId: string) {
  const { table, col } = messageTable;
  return (await db.select().from(table).where(eq(col.processInstanceId!, instanceId))) as any[];
}

async function failureOf(work: Promise<unknown>): Promise<any> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  return undefined;
}

async function storedListenerId(name: string): Promise<string> {
  const { table, col } = listenerTable;
  const [row] = (await db.select({ id: col.id! }).from(table).where(eq(col.name!, name))) as { id: string }[];
  if (!row) throw new Error(`seed listener ${name} missing`);
  return row.id;
}

describe('class listeners', () => {
  it('builtin:sendMessage writes a message with its type and processInstanceId', async () => {
    const ctx = fakeContext(db, { vars: { days: 5 } });
    await runListener(listener('class', 'builtin:sendMessage', [str('receivers', 'lihua, zhangwei'), str('type', 'notice'), expr('title', '请假 ${days} 天')]), ctx);
    const rows = await messagesOf(ctx.processInstanceId);
    expect(rows.map((r) => [r.receiverHumancode, r.type, r.title, r.status]).sort()).toEqual([
      ['lihua', 'notice', '请假 5 天', 0],
      ['zhangwei', 'notice', '请假 5 天', 0],
    ]);
  });

  it('a seeded bpmFlowListener row referenced by name: a todo to the task assignee by default', async () => {
    const ctx = fakeContext(db, { task: { id: 'task-42', assignee: 'zhangwei' } });
    await runListener(listener('class', '发送待办消息', [], { event: 'create' }), ctx);
    const rows = await messagesOf(ctx.processInstanceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ receiverHumancode: 'zhangwei', type: 'todo', taskId: 'task-42', senderHumancode: 'student1' });
    expect(rows[0].title).toContain('请假');
    expect(rows[0].title).toContain('部门审批');
  });

  it('a row referenced by its value or id, with bpmFlowListenerParam defaults under the model fields', async () => {
    const id = await storedListenerId('设置流程变量');
    const { table } = listenerParamTable;
    const now = new Date();
    await db.insert(table).values([
      { id: crypto.randomUUID(), listenerId: id, name: 'name', paramType: 'string', value: 'longLeave', required: true, createdAt: now, updatedAt: now },
      { id: crypto.randomUUID(), listenerId: id, name: 'value', paramType: 'expression', value: '${days > 3}', required: false, createdAt: now, updatedAt: now },
    ] as never);
    const byId = fakeContext(db, { vars: { days: 5 } });
    await runListener(listener('class', id), byId);
    expect(byId.vars.longLeave).toBe(true);

    const overridden = fakeContext(db, { vars: { days: 1 } });
    await runListener(listener('class', 'builtin:setVariable', [str('name', 'note'), expr('value', '${days * 10}')]), overridden);
    expect(overridden.vars.note).toBe(10);

    const byName = fakeContext(db, { vars: { days: 1 } });
    await runListener(listener('class', '设置流程变量', [expr('value', "${'短假'}")]), byName);
    expect(byName.vars.longLeave).toBe('短假');
  });

  it('an unknown class fails clearly', async () => {
    const error = await failureOf(runListener(listener('class', 'com.example.MyListener'), fakeContext(db)));
    expect(error?.codeName).toBe('failed');
    expect(error.text.zh).toContain('未找到监听器「com.example.MyListener」');
    expect(error.text.en).toContain('no listener named "com.example.MyListener"');
  });

  it('a missing required parameter fails', async () => {
    const error = await failureOf(runListener(listener('class', 'builtin:webhook'), fakeContext(db)));
    expect(error?.text.en).toContain('needs the parameter "url"');
  });

  it('setVariable refuses prototype names', async () => {
    const ctx = fakeContext(db);
    const error = await failureOf(runListener(listener('class', 'builtin:setVariable', [str('variables', '{"__proto__": 1}')]), ctx));
    expect(error?.text.en).toContain('invalid variable name "__proto__"');
  });
});

describe('webhook', () => {
  // The test endpoint listens on loopback, which a webhook may only call when allowed by name.
  beforeAll(() => allowOutboundHosts(['127.0.0.1']));
  afterAll(() => allowOutboundHosts([]));

  it('refuses internal addresses that are not allowed: loopback, link-local metadata, names resolving to them', async () => {
    allowOutboundHosts([]);
    try {
      const before = received.length;
      const port = new URL(baseUrl).port;
      for (const url of [`${baseUrl}/internal`, `http://localhost:${port}/internal`, `http://[::1]:${port}/internal`, 'http://169.254.169.254/latest/meta-data', 'http://10.1.2.3/']) {
        const ctx = fakeContext(db);
        await runListener(listener('class', 'builtin:webhook', [str('url', url), str('timeoutMs', '500')]), ctx);
        expect(ctx.logs.map((l) => `${url} ${l.message}`)).toHaveLength(1);
        expect(`${url} ${ctx.logs[0]!.message}`).toMatch(/ webhook failed: refused: .*internal address/);
      }
      expect(received.length).toBe(before);
      const error = await failureOf(runListener(listener('class', 'builtin:webhook', [str('url', `${baseUrl}/internal`), str('failOnError', 'true')]), fakeContext(db)));
      expect(error?.text.en).toContain('WEBHOOK_ALLOW_HOSTS');
    } finally {
      allowOutboundHosts(['127.0.0.1']);
    }
  });

  it('POSTs the moment as JSON and stores the answer', async () => {
    const ctx = fakeContext(db, { vars: { days: 3 }, task: { assignee: 'lihua' } });
    await runListener(listener('class', 'builtin:webhook', [str('url', `${baseUrl}/hook`), str('resultVariable', 'hookAnswer')], { event: 'complete' }), ctx);
    const call = received.find((r) => r.path === '/hook');
    expect(call?.body).toMatchObject({ event: 'create', processInstanceId: ctx.processInstanceId, taskId: 'task-1', assignee: 'lihua', variables: { days: 3 } });
    expect(ctx.vars.hookAnswer).toEqual({ accepted: true, echo: '/hook' });
  });

  it('a slow endpoint is cut at the timeout, logged, and not fatal', async () => {
    const ctx = fakeContext(db);
    const started = Date.now();
    await runListener(listener('class', 'builtin:webhook', [str('url', `${baseUrl}/slow`), str('timeoutMs', '200')]), ctx);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(ctx.logs).toEqual([{ level: 'warn', message: 'webhook failed: timed out after 200 ms' }]);
  });

  it('failOnError makes a failing call fail the command', async () => {
    const error = await failureOf(runListener(listener('class', 'builtin:webhook', [str('url', `${baseUrl}/fail`), str('failOnError', 'true')]), fakeContext(db)));
    expect(error?.text.en).toContain('the webhook failed: HTTP 500');
  });

  it('async calls wait until after the commit', async () => {
    const ctx = fakeContext(db);
    const before = received.length;
    await runListener(listener('class', 'builtin:webhook', [str('url', `${baseUrl}/later`), str('async', 'true')]), ctx);
    expect(received.length).toBe(before);
    expect(ctx.deferred).toHaveLength(1);
    await ctx.deferred[0]!();
    expect(received.at(-1)?.path).toBe('/later');
  });

  it('only http and https', async () => {
    const error = await failureOf(runListener(listener('class', 'builtin:webhook', [str('url', 'file:///etc/passwd')]), fakeContext(db)));
    expect(error?.text.en).toContain('must be http or https');
  });
});

describe('expression and delegate expression listeners', () => {
  it('the seeded 超时提醒 listener sends the assignee an urge message', async () => {
    const [seeded] = await db.select().from(listenerTable.table).where(eq(listenerTable.col.name!, '超时提醒'));
    const value = String((seeded as Record<string, unknown>).value);
    const ctx = fakeContext(db, { event: 'timeout', task: { assignee: 'lihua' } });
    await runListener(listener('expression', value, [], { event: 'timeout' }), ctx);
    const rows = await messagesOf(ctx.processInstanceId);
    expect(rows.map((r) => [r.receiverHumancode, r.type, r.title])).toEqual([['lihua', 'urge', '任务即将超时，请尽快处理']]);
  });

  it('an expression calls the offered functions', async () => {
    const ctx = fakeContext(db, { vars: { days: 4 } });
    await runListener(listener('expression', "${setVariable('doubled', days * 2)}"), ctx);
    expect(ctx.vars.doubled).toBe(8);
    await runListener(listener('expression', "${sendMessage(initiator, '已提交', '请假 ' , 'notice')}"), ctx);
    const rows = await messagesOf(ctx.processInstanceId);
    expect(rows.map((r) => [r.receiverHumancode, r.title, r.type])).toEqual([['student1', '已提交', 'notice']]);
  });

  it('an expression reads the task of a task listener', async () => {
    const ctx = fakeContext(db, { task: { assignee: 'chenjing' } });
    await runListener(listener('expression', "${setVariable('lastApprover', task.assignee)}", [], { event: 'complete' }), ctx);
    expect(ctx.vars.lastApprover).toBe('chenjing');
  });

  it('an expression cannot reach anything else', async () => {
    const error = await failureOf(runListener(listener('expression', '${notifier.remind(task)}'), fakeContext(db)));
    expect(error?.codeName).toBe('failed');
    expect(error.text.en).toContain('no method calls');
  });

  it('a delegate expression names a listener, directly or through a variable', async () => {
    const direct = fakeContext(db);
    await runListener(listener('delegateExpression', '${setVariable}', [str('name', 'viaDelegate'), str('value', 'yes')]), direct);
    expect(direct.vars.viaDelegate).toBe('yes');
    const held = fakeContext(db, { vars: { which: 'builtin:setVariable' } });
    await runListener(listener('delegateExpression', '${which}', [str('name', 'held'), str('value', 'ok')]), held);
    expect(held.vars.held).toBe('ok');
  });
});

describe('script listeners', () => {
  it('run in the sandbox with the variables and return changes', async () => {
    const ctx = fakeContext(db, { vars: { days: 3, items: [1, 2, 3] }, task: { assignee: 'lihua' } });
    await runListener(
      listener('script', "setVariable('total', variables.items.reduce((a, b) => a + b, 0) * variables.days); setVariable('who', task.assignee); console.log('done')", [], {
        scriptFormat: 'javascript',
      }),
      ctx,
    );
    expect(ctx.vars.total).toBe(18);
    expect(ctx.vars.who).toBe('lihua');
    expect(ctx.logs).toContainEqual({ level: 'info', message: 'script: done' });
  });

  it('read variables by their bare names, which a script may still shadow', async () => {
    const ctx = fakeContext(db, { vars: { days: 3, 原因: '出差', __proto__x: 1, JSON: 'not the global' } });
    await runListener(listener('script', "setVariable('bare', days * 10 + ':' + 原因); setVariable('json', typeof JSON.parse); { let days = 1; setVariable('shadow', days); }"), ctx);
    expect([ctx.vars.bare, ctx.vars.json, ctx.vars.shadow]).toEqual(['30:出差', 'function', 1]);
    const declared = fakeContext(db, { vars: { days: 3 } });
    await runListener(listener('script', "let days = 5; setVariable('own', days)"), declared);
    expect(declared.vars.own).toBe(5);
  });

  it('see no host objects', async () => {
    const ctx = fakeContext(db);
    await runListener(listener('script', "setVariable('host', [typeof process, typeof require, typeof fetch, typeof globalThis.Buffer].join())"), ctx);
    expect(ctx.vars.host).toBe('undefined,undefined,undefined,undefined');
  });

  it('are stopped at the time limit and the memory limit', async () => {
    const started = Date.now();
    const slow = await failureOf(runListener(listener('script', 'while (true) {}'), fakeContext(db), { scriptLimits: { timeoutMs: 200 } }));
    expect(slow?.text.en).toContain('the script ran out of time');
    expect(Date.now() - started).toBeLessThan(2000);
    const greedy = await failureOf(runListener(listener('script', "'x'.repeat(64 * 1024 * 1024).length"), fakeContext(db), { scriptLimits: { memoryBytes: 8 * 1024 * 1024 } }));
    expect(greedy?.text.en).toContain('the script ran out of memory');
    const deep = await failureOf(runListener(listener('script', 'function f() { return f(); } f()'), fakeContext(db)));
    expect(deep?.text.en).toContain('overflowed its stack');
    // The sandbox still works after those.
    const ctx = fakeContext(db);
    await runListener(listener('script', "setVariable('ok', 1 + 1)"), ctx);
    expect(ctx.vars.ok).toBe(2);
  });

  it('juel scripts use the safe evaluator; other languages and external resources are refused', async () => {
    const ctx = fakeContext(db, { vars: { days: 2 } });
    await runListener(listener('script', "${setVariable('j', days + 1)}", [], { scriptFormat: 'juel' }), ctx);
    expect(ctx.vars.j).toBe(3);
    const groovy = await failureOf(runListener(listener('script', 'x = 1', [], { scriptFormat: 'groovy' }), fakeContext(db)));
    expect(groovy?.text.en).toContain('unsupported script language "groovy"');
    const external = await failureOf(runListener(listener('script', '', [], { resource: 'http://example.com/x.js' }), fakeContext(db)));
    expect(external?.text.en).toContain('external script resources are not supported');
  });

  it('a script error names the listener and the element', async () => {
    const error = await failureOf(runListener(listener('script', "throw new Error('bad data')"), fakeContext(db)));
    expect(error?.text.zh).toContain('监听器执行失败（start start');
    expect(error.text.en).toContain('script error: Error: bad data');
  });
});

describe('notify', () => {
  it('writes one message per distinct receiver, in the caller’s transaction', async () => {
    const instanceId = crypto.randomUUID();
    const written = await notify(db, { type: 'copy', receivers: ['lihua', ' lihua ', '', 'wuxia'], title: '抄送：请假', processInstanceId: instanceId, taskId: 't9' });
    expect(written).toBe(2);
    expect((await messagesOf(instanceId)).map((r) => [r.receiverHumancode, r.type, r.taskId]).sort()).toEqual([
      ['lihua', 'copy', 't9'],
      ['wuxia', 'copy', 't9'],
    ]);

    const rolledBack = crypto.randomUUID();
    const error = await failureOf(
      db.transaction(async (tx) => {
        await notify(tx as unknown as Db, { type: 'urge', receivers: ['lihua'], title: '催办', processInstanceId: rolledBack });
        throw new Error('command failed later');
      }),
    );
    expect(error?.message).toBe('command failed later');
    expect(await messagesOf(rolledBack)).toEqual([]);
  });

  it('the messages show in the receiver’s own message list', async () => {
    const instanceId = crypto.randomUUID();
    await notify(db, { type: 'todo', receivers: ['teacher1'], title: '待办：请假', processInstanceId: instanceId });
    const token = await t.login('teacher1');
    const page = await t.call('POST', '/sytMessageSend/queryPage', { token, body: { page: 1, pageSize: 50, queryParam: { type: 'todo' } } });
    expect(page.code).toBe('00000');
    expect(JSON.stringify(page.info)).toContain(instanceId);
    expect(JSON.stringify(page.info)).toContain('待办：请假');
  });
});
