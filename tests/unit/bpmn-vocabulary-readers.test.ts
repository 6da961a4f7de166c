/** Tolerant readers of the task extension data: defaults plus problems, never a throw. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXTEND_DATA,
  readButtonElements,
  readButtonIds,
  readCopyItems,
  readExtendData,
  readFieldPermissions,
  readSuperviseItems,
  readUserTaskSettings,
  splitList,
} from '../../src/schemas/bpmn/index.ts';

describe('readExtendData', () => {
  it('defaults: ischangeuser true, changeuser false, moreuser false, retrieve false, isopinion true, copyTime before, selfapprove skip, batchapprove false', () => {
    expect(readExtendData(undefined)).toEqual({ value: DEFAULT_EXTEND_DATA, problems: [] });
    expect(DEFAULT_EXTEND_DATA).toEqual({ ischangeuser: true, changeuser: false, moreuser: false, retrieve: false, isopinion: true, copyTime: 'before', selfapprove: 'skip', batchapprove: false, emptyapprove: 'refuse', emptyusers: [] });
    expect(readExtendData('').value).toEqual(DEFAULT_EXTEND_DATA);
    expect(readExtendData('[]').value).toEqual(DEFAULT_EXTEND_DATA);
  });

  it('uses the first item and fills what it leaves out', () => {
    const { value, problems } = readExtendData('[{"changeuser":true,"isopinion":"0"},{"retrieve":true}]');
    expect(problems).toEqual([]);
    expect(value).toEqual({ ...DEFAULT_EXTEND_DATA, changeuser: true, isopinion: false });
  });

  it('reads the self-approval policy: allow, skip or deptHead; anything else keeps skip and is reported', () => {
    expect(readExtendData('[{"selfapprove":"deptHead"}]').value.selfapprove).toBe('deptHead');
    expect(readExtendData([{ selfapprove: 'allow' }]).value.selfapprove).toBe('allow');
    const odd = readExtendData([{ selfapprove: 'never' }]);
    expect(odd.value.selfapprove).toBe('skip');
    expect(odd.problems).toEqual(['extendData.selfapprove: expected allow, skip, deptHead, got "never"']);
  });

  it('reads the batch-approve flag like the other flags', () => {
    expect(readExtendData('[{"batchapprove":true,"isopinion":false}]').value).toEqual({ ...DEFAULT_EXTEND_DATA, batchapprove: true, isopinion: false });
    expect(readExtendData([{ batchapprove: '1' }]).value.batchapprove).toBe(true);
    const odd = readExtendData([{ batchapprove: 'yes' }]);
    expect(odd.value.batchapprove).toBe(false);
    expect(odd.problems).toEqual(['extendData.batchapprove: expected true or false, got "yes"']);
  });

  it('accepts a bare object and parsed values', () => {
    expect(readExtendData({ retrieve: 1 }).value.retrieve).toBe(true);
    expect(readExtendData([{ copyTime: 'after' }]).value.copyTime).toBe('after');
  });

  it('reports malformed input and keeps the defaults', () => {
    expect(readExtendData('{oops')).toEqual({ value: DEFAULT_EXTEND_DATA, problems: ['extendData: not valid JSON'] });
    expect(readExtendData('[42]').problems).toEqual(['extendData: expected a list whose first item is an object']);
    const odd = readExtendData('[{"retrieve":"maybe","copyTime":"later"}]');
    expect(odd.value).toEqual(DEFAULT_EXTEND_DATA);
    expect(odd.problems).toHaveLength(2);
  });

  it('ignores inherited keys', () => {
    expect(readExtendData('[{"__proto__":{"retrieve":true}}]').value.retrieve).toBe(false);
  });
});

describe('readButtonIds', () => {
  it('reads a JSON list of ids', () => {
    expect(readButtonIds('["pass","reject",3,"pass"]')).toEqual({ value: ['pass', 'reject', '3'], problems: [] });
    expect(readButtonIds('[{"id":"pass"}]').value).toEqual(['pass']);
    expect(readButtonIds(undefined).value).toEqual([]);
  });

  it('reports what it skips', () => {
    expect(readButtonIds('"pass"')).toEqual({ value: [], problems: ['buttons: expected a list of button ids'] });
    expect(readButtonIds('[null,"ok"]')).toEqual({ value: ['ok'], problems: ['buttons[0]: not a button id'] });
    expect(readButtonIds('[').problems).toEqual(['buttons: not valid JSON']);
  });
});

describe('readButtonElements', () => {
  it('orders by sort and flags hidden ones', () => {
    const { value, problems } = readButtonElements([
      { id: 'b', name: 'B', code: 'b', sort: '2' },
      { code: 'a', name: 'A', sort: '1', isHide: '1' },
      { name: 'no id' },
    ]);
    expect(value.map((b) => [b.id, b.hidden, b.sort])).toEqual([['a', true, 1], ['b', false, 2]]);
    expect(problems).toEqual(['button[2]: has neither id nor code']);
  });
});

describe('readFieldPermissions', () => {
  it('reads rows with booleans and defaults', () => {
    const { value, problems } = readFieldPermissions(
      '[{"name":"days","label":"天数","disabled":true,"defaultValue":3},{"name":"remark","hidden":"true","required":0}]',
    );
    expect(problems).toEqual([]);
    expect(value).toEqual([
      { name: 'days', label: '天数', disabled: true, reason: false, required: false, hidden: false, defaultValue: 3 },
      { name: 'remark', label: 'remark', disabled: false, reason: false, required: false, hidden: true },
    ]);
  });

  it('skips rows without a name, reports repeats and keeps the last one', () => {
    const { value, problems } = readFieldPermissions('[{"label":"x"},7,{"name":"a","hidden":true},{"name":"a","disabled":"yes"}]');
    expect(value).toEqual([{ name: 'a', label: 'a', disabled: false, reason: false, required: false, hidden: false }]);
    expect(problems).toEqual([
      'field permissions[0]: has no field name',
      'field permissions[1]: not an object',
      'field permissions[3]: field "a" listed again; the last row wins',
      'field permissions[3].disabled: expected true or false, got "yes"',
    ]);
  });

  it('malformed text', () => {
    expect(readFieldPermissions('{"name":"a"}')).toEqual({ value: [], problems: ['field permissions: expected a list of rows'] });
    expect(readFieldPermissions('not json').problems).toEqual(['field permissions: not valid JSON']);
  });
});

describe('readCopyItems', () => {
  it('reads users, departments and roles, merging items of one type', () => {
    const { value, problems } = readCopyItems([
      { type: 'user', id: '[{"id":"u1","humanname":"甲"},{"id":"u2","humanname":"乙"}]' },
      { type: 'dept', id: '[{"id":"d1","name":"软件工程系"}]' },
      { type: 'user', id: '[{"id":"u2","humanname":"乙"},{"id":"u3"}]' },
      { type: 'role', id: '[{"id":"r1","rolename":"教职工"}]' },
    ]);
    expect(problems).toEqual([]);
    expect(value).toEqual([
      { type: 'user', people: [{ id: 'u1', name: '甲' }, { id: 'u2', name: '乙' }, { id: 'u3', name: 'u3' }] },
      { type: 'dept', people: [{ id: 'd1', name: '软件工程系' }] },
      { type: 'role', people: [{ id: 'r1', name: '教职工' }] },
    ]);
  });

  it('reports unknown types and bad people', () => {
    const { value, problems } = readCopyItems([{ type: 'group', id: '[]' }, { type: 'user', id: '[{"humanname":"无号"}]' }, { type: 'user', id: '{' }]);
    expect(value).toEqual([{ type: 'user', people: [] }]);
    expect(problems).toEqual(['copyItem[0]: unknown type "group"', 'copyItem[1][0]: no id', 'copyItem[2]: not valid JSON']);
  });
});

describe('readSuperviseItems', () => {
  it('reads people, type and time', () => {
    const { value, problems } = readSuperviseItems([
      { type: 'supdeptleader', id: '["lihua","zhangwei"]', time: '2026-12-01T08:00:00+08:00' },
      { type: 'deptleader', id: '[{"id":"x","humanname":"某"}]', time: 'tomorrow' },
      { type: 'boss', id: '[]' },
    ]);
    expect(value).toEqual([
      { type: 'supdeptleader', people: [{ id: 'lihua', name: 'lihua' }, { id: 'zhangwei', name: 'zhangwei' }], time: '2026-12-01T00:00:00.000Z' },
      { type: 'deptleader', people: [{ id: 'x', name: '某' }], time: null },
    ]);
    expect(problems).toEqual(['superviseItem[1]: time "tomorrow" is not an ISO date-time', 'superviseItem[2]: unknown type "boss"']);
  });
});

describe('splitList', () => {
  it('splits on commas outside expressions and accepts JSON lists', () => {
    expect(splitList('a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitList("u1,${f(a, b)},#{x ? 'p,q' : 'r'}")).toEqual(['u1', '${f(a, b)}', "#{x ? 'p,q' : 'r'}"]);
    expect(splitList('["x","y"]')).toEqual(['x', 'y']);
    expect(splitList('[not json')).toEqual(['[not json']);
    expect(splitList(undefined)).toEqual([]);
    expect(splitList(['a', 1, null])).toEqual(['a', '1']);
  });
});

describe('readUserTaskSettings on a bare element', () => {
  it('answers defaults for a task without any setting', () => {
    const settings = readUserTaskSettings({ $type: 'bpmn:UserTask' });
    expect(settings).toMatchObject({
      approver: { dataType: null, assignee: '', candidateUsers: [], candidateGroups: [], candidateAttr: [], text: '' },
      multiApproverMode: 'Null',
      buttons: [],
      extendData: DEFAULT_EXTEND_DATA,
      fieldPermissions: [],
      problems: [],
    });
  });

  it('reports an unknown approver type and reads the parallel mode', () => {
    const settings = readUserTaskSettings({
      $type: 'bpmn:UserTask',
      dataType: 'EVERYONE',
      assignee: '${initiator}',
      loopCharacteristics: { $type: 'bpmn:MultiInstanceLoopCharacteristics', isSequential: false },
    });
    expect(settings.approver.dataType).toBe(null);
    expect(settings.approver.assignee).toBe('${initiator}');
    expect(settings.multiApproverMode).toBe('ParallelMultiInstance');
    expect(settings.problems).toEqual(['dataType: unknown approver type "EVERYONE"']);
  });
});
