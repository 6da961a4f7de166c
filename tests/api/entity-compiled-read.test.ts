/**
 * List reads run as SQL text compiled once per query shape (src/server/entity/compiled-read.ts), while
 * queryInfo still goes through Drizzle's builder and EntityService.withLabels. Both must answer the
 * same record, field for field (types, dates, labels of references, signed file links), for every
 * shipped entity; the compiled texts are reused per shape and never carry a request value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEntityFiles } from '../../src/server/entity/registry.ts';
import { ReadCompiler } from '../../src/server/entity/compiled-read.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const shipped = loadEntityFiles().map((f) => f.schema);
const PERSONAL_LIST = 'sytMessageSend';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });

/** A signed file link carries a fresh signature per answer: compare the link without it. */
const unsigned = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/^(\/file\/view\/[0-9a-f-]{36})\?.*$/, '$1') : v]));

describe('compiled list reads answer what the query builder answers', () => {
  const viewable = shipped.filter((s) => s.permissions.view);

  it.each(viewable.map((s) => [s.name] as const))('%s: queryPage records equal queryInfo', async (name) => {
    const body = name === PERSONAL_LIST ? { page: 1, pageSize: 20, scope: 'all' } : { page: 1, pageSize: 20 };
    const page = await post(`/${name}/queryPage`, body);
    expect(page.code, `${page.raw}`).toBe('00000');
    for (const record of page.info.records as Record<string, unknown>[]) {
      const info = await post(`/${name}/queryInfo`, { id: record.id });
      expect(info.code, `${info.raw}`).toBe('00000');
      expect(unsigned(record), `${name} ${String(record.id)}`).toEqual(unsigned(info.info));
    }
  });

  it('accounts carry the organisation label of their organizationId', async () => {
    const page = await post('/sytPermissionAccount/queryPage', { page: 1, pageSize: 50 });
    const withOrg = (page.info.records as { organizationId: string | null; $labels: Record<string, unknown> }[]).filter((r) => r.organizationId);
    expect(withOrg.length).toBeGreaterThan(0);
    for (const record of withOrg) expect(typeof record.$labels.organizationId).toBe('string');
  });
});

describe('the compiled statements', () => {
  it('are cached per shape: other values reuse the text, and no value appears in it', () => {
    const runtime = t.app.entities.get('sytPermissionAccount')!;
    const shapes = new ReadCompiler(t.app.entities).of(runtime);
    const a = shapes.plan({ queryParam: { humanname: "张'; drop table x; --" } }, { limit: 10, offset: 0 });
    // Both values have a cased letter, so both are the same ilike shape.
    const b = shapes.plan({ queryParam: { humanname: 'Li' } }, { limit: 10, offset: 4990 });
    expect(b.rows).toBe(a.rows);
    expect(b.count).toBe(a.count);
    expect(a.rows.text).not.toContain('drop table');
    expect(a.values[0]).toBe("%张'; drop table x; --%");
    expect(b.values).toEqual(['%Li%', 10, 4990]);
    expect(b.countValues).toEqual(['%Li%']);
    expect(a.rows.name).toMatch(/^fh_[\w-]{27}$/);
    expect(a.rows.name).not.toBe(a.count.name);
  });

  it('separate shapes by operator variant: a cased letter searches caselessly (ilike), digits and CJK with like', () => {
    const runtime = t.app.entities.get('sytPermissionAccount')!;
    const shapes = new ReadCompiler(t.app.entities).of(runtime);
    const cjk = shapes.plan({ queryParam: { humanname: '张' } }, { limit: 10, offset: 0 });
    const latin = shapes.plan({ queryParam: { humanname: 'Zh' } }, { limit: 10, offset: 0 });
    expect(cjk.rows.text).toContain('"humanname" like $1');
    expect(latin.rows.text).toContain('"humanname" ilike $1');
    expect(latin.filterKey).not.toBe(cjk.filterKey);
  });

  it('escape LIKE wildcards in the value', async () => {
    const answer = await post('/sytPermissionAccount/queryPage', { page: 1, pageSize: 10, queryParam: { humanname: '%' } });
    expect(answer.code).toBe('00000');
    expect(answer.info.total).toBe(0);
  });
});
