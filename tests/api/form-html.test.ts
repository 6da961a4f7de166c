/**
 * The one form HTML policy (src/widgets/html-text/sanitize.ts) as the server applies it to a rich-editor
 * value of a start form: a link keeps no rel=opener and a link opening another window carries
 * noopener noreferrer; only the classes the rich editor writes (a code block's language-*) survive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bpmn, call, chain, deploy, expectOk, tokens, userTask, type Login } from './bpm-approval-support.ts';

let t: TestApp;
let as: Login;
let key: string;

const FORM = {
  widgetList: [{ type: 'rich-editor', id: 'memo', formItemFlag: true, options: { name: 'memo', label: '说明' } }],
  formConfig: {},
};

beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
  key = await deploy(t, bpmn('html_memo', `<bpmn:startEvent id="start" />${userTask('dept', '审批', { dataType: 'USERS', assignee: 'teacher1' })}<bpmn:endEvent id="end" />${chain('start', 'dept', 'end')}`), { start: FORM });
}, 600_000);
afterAll(async () => t?.close());

async function stored(memo: string): Promise<unknown> {
  const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: key, formData: { memo } });
  expectOk(started);
  const [row] = await t.database.query<{ value: unknown }>(`select value from bpm_variable where instance_id = $1 and name = 'memo'`, [started.info.instanceId]);
  return row?.value;
}

describe('rich-editor HTML stored by the server', () => {
  it('drops rel=opener and gives links to another window noopener noreferrer', async () => {
    expect(await stored('<p><a href="https://example.org/" target="_blank" rel="opener">a</a></p>')).toBe(
      '<p><a href="https://example.org/" target="_blank" rel="noopener noreferrer">a</a></p>',
    );
    expect(await stored('<p><a href="https://example.org/" rel="Opener nofollow">b</a><a href="https://example.org/" target="_TOP">c</a></p>')).toBe(
      '<p><a href="https://example.org/" rel="nofollow">b</a><a href="https://example.org/" target="_top" rel="noopener noreferrer">c</a></p>',
    );
    // The editor's own links keep their rel.
    expect(await stored('<p><a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">d</a></p>')).toBe(
      '<p><a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">d</a></p>',
    );
  });

  it("keeps only the rich editor's own classes", async () => {
    expect(await stored('<p class="ant-modal-mask">x</p><pre><code class="language-ts ant-btn">let a</code></pre><span class="hidden">y</span>')).toBe(
      '<p>x</p><pre><code class="language-ts">let a</code></pre><span>y</span>',
    );
  });
});
