/**
 * What the definitions page reads from /bpmProcessDefinition/queryPage: each row's version count and
 * who may start it (the key's newest starters, names resolved: all, organisations, roles, accounts, and a
 * reference naming nothing), every version of one key by `exactKey`; the call stays the managers'.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from './bpm-engine-support.ts';
import { useBpmTestApp } from './bpm-test-app.ts';

const app = useBpmTestApp({}, 180_000);

const withStarters = (key: string, attrs: string) =>
  fixture('simple-approval.bpmn').replace('<bpmn:process id="simple_approval" name="简单审批" isExecutable="true">', `<bpmn:process id="${key}" name="${key}" isExecutable="true" ${attrs}>`);

const deploy = (key: string, xml: string, id?: string) => app.deployModel(key, xml, id);

const startable = async (user: string): Promise<string[]> =>
  (await app.ok(user, '/bpmProcessDefinition/startList', {})).map((d: { key: string }) => d.key);

const page = (queryParam: Record<string, unknown>) => app.call('admin', '/bpmProcessDefinition/queryPage', { page: 1, pageSize: 50, queryParam });

describe('definitions page payload', () => {
  it('answers version counts and the newest version’s starters with names, for every version of the key', async () => {
    const model = await deploy('dp_starters', withStarters('dp_starters', ''));
    // The second version restricts starting: it decides for version 1 too.
    await deploy('dp_starters', withStarters('dp_starters', 'camunda:candidateStarterGroups="ROLEteacher,DEPTCS-SE,depthead,nosuch" camunda:candidateStarterUsers="student1,ghost"'), model);
    const latest = await page({ key: 'dp_starters', latest: true });
    expect(latest.code).toBe('00000');
    expect(latest.info.records).toHaveLength(1);
    const row = latest.info.records[0];
    expect(row).toMatchObject({ key: 'dp_starters', version: 2, versionCount: 2 });
    expect(row.starters.all).toBe(false);
    expect(row.starters.roles).toEqual([
      { ref: 'teacher', name: '教职工' },
      { ref: 'depthead', name: '部门负责人' },
      { ref: 'nosuch', name: null },
    ]);
    expect(row.starters.orgs).toEqual([{ ref: 'CS-SE', name: '软件工程系' }]);
    expect(row.starters.users).toEqual([
      { ref: 'student1', name: '马小明' },
      { ref: 'ghost', name: null },
    ]);

    // The description is the rule startList applies: the named account may start, another student may not.
    expect(await startable('student1')).toContain('dp_starters');
    expect(await startable('student3')).not.toContain('dp_starters');

    const all = await page({ exactKey: 'dp_starters' });
    expect(all.info.records.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(all.info.records[1].starters).toEqual(row.starters);
  });

  it('says all when no starter is named, and exactKey does not match a longer key', async () => {
    await deploy('dp_open', withStarters('dp_open', ''));
    await deploy('dp_open_more', withStarters('dp_open_more', ''));
    const exact = await page({ exactKey: 'dp_open' });
    expect(exact.info.records.map((r: { key: string }) => r.key)).toEqual(['dp_open']);
    expect(exact.info.records[0].starters).toEqual({ all: true, orgs: [], roles: [], users: [] });
    expect((await page({ key: 'dp_open' })).info.total).toBe(2);
  });

  it('stays the managers’ call: a student is refused', async () => {
    const answer = await app.call('student1', '/bpmProcessDefinition/queryPage', { queryParam: {} });
    expect(answer.code).toBe('00004');
  });
});
