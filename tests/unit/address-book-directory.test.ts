/** The address book's search and department arithmetic (src/pages/campus/address-book/directory.ts). */
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { departmentTree, headcounts, matchesPerson, withDescendants } from '../../src/pages/campus/address-book/directory.ts';
import type { Department, Person } from '../../src/pages/campus/campus-api.ts';

const spell = (name: string) => ({
  full: pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase(),
  initials: pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase(),
});
const dept = (id: string, parentId: string | null, name: string): Department => ({ id, parentId, name, code: id, orgType: 'department', headName: null, displayorder: 0 });
const person = (id: string, humanname: string, organizationId: string, humancode?: string): Person => ({ id, humanname, organizationId, identity: 'teacher', ...(humancode ? { humancode } : {}) });

const departments = [dept('u', null, '弗洛大学'), dept('cs', 'u', '计算机学院'), dept('se', 'cs', '软件工程系'), dept('aao', 'u', '教务处')];
const people = [person('1', '黄老师', 'se', 'teacher1'), person('2', '何老师', 'aao'), person('3', '李华', 'cs'), person('4', '王建国', 'u')];

const find = (text: string) => people.filter((p) => matchesPerson(p, departments.find((d) => d.id === p.organizationId)!.name, text, spell)).map((p) => p.humanname);

describe('address book search', () => {
  it('matches by name, code, pinyin (whole or initials) and department', () => {
    expect(find('')).toHaveLength(4);
    expect(find('黄')).toEqual(['黄老师']);
    expect(find('teacher1')).toEqual(['黄老师']);
    expect(find('huang')).toEqual(['黄老师']);
    expect(find('hls')).toEqual(['黄老师', '何老师']);
    expect(find('软件')).toEqual(['黄老师']);
    expect(find('jwc')).toEqual(['何老师']);
    expect(find('nobody')).toEqual([]);
  });

  it('without pinyin loaded, only names, codes and departments match', () => {
    expect(matchesPerson(people[0]!, '软件工程系', 'huang')).toBe(false);
    expect(matchesPerson(people[0]!, '软件工程系', '软件')).toBe(true);
  });
});

describe('departments', () => {
  const tree = departmentTree(departments);
  it('a department holds those below it', () => {
    expect([...withDescendants(tree, 'cs')].sort()).toEqual(['cs', 'se']);
    expect(withDescendants(tree, 'missing').size).toBe(0);
  });
  it('counts people with their sub-departments', () => {
    const counts = headcounts(tree, people);
    expect(counts.get('u')).toBe(4);
    expect(counts.get('cs')).toBe(2);
    expect(counts.get('se')).toBe(1);
    expect(counts.get('aao')).toBe(1);
  });
});
