/**
 * Page numbers are bounded like the entity runtime's (1,000,000): a page far beyond that made the
 * offset overflow PostgreSQL's bigint, a server error instead of a validation answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const CALLS: [string, Record<string, unknown>][] = [
  ['/sytMessageSend/sendPage', {}],
  ['/sytMessageSend/sendDetail', { batchId: 'b' }],
  ['/bpmModel/queryPage', {}],
  ['/bpmTask/todoPage', {}],
  ['/bpmProcessInstance/myPage', {}],
  ['/sytPermissionAccount/pickPage', {}],
];

describe('page bounds', () => {
  it.each(CALLS)('%s refuses a page beyond 1,000,000 as invalid and answers the last allowed one', async (url, extra) => {
    const admin = await t.login();
    const huge = await t.call('POST', url, { token: admin, body: { ...extra, page: 100_000_000_000_000_000, pageSize: 20 } });
    expect(huge.code).toBe('00005');
    const last = await t.call('POST', url, { token: admin, body: { ...extra, page: 1_000_000, pageSize: 20 } });
    expect(last.code).toBe('00000');
  });
});
