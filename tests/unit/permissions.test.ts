/** Spec §6 client-side checks: permission (*:*:* or exact) and role (admin or exact), or/and variants, <Permission> conditions. */
import { describe, expect, it } from 'vitest';
import { passes, permissionChecks } from '../../src/runtime/permission/checks.ts';
import { toPermissionMap } from '../../src/schemas/permissions.ts';

const teacher = permissionChecks(toPermissionMap(['sys_crud_btn_add', 'sys_menu_btn_edit']), ['teacher']);
const admin = permissionChecks(toPermissionMap(['*:*:*']), ['admin']);
const nobody = permissionChecks({}, []);

describe('permission checks', () => {
  it('pass with the exact code', () => {
    expect(teacher.has('sys_crud_btn_add')).toBe(true);
    expect(teacher.has('sys_crud_btn_del')).toBe(false);
  });

  it('pass for every code with the wildcard', () => {
    expect(admin.has('sys_crud_btn_del')).toBe(true);
    expect(admin.hasAll(['a', 'b', 'c'])).toBe(true);
  });

  it('or and and variants', () => {
    expect(teacher.hasAny(['sys_crud_btn_del', 'sys_menu_btn_edit'])).toBe(true);
    expect(teacher.hasAny(['x', 'y'])).toBe(false);
    expect(teacher.hasAll(['sys_crud_btn_add', 'sys_menu_btn_edit'])).toBe(true);
    expect(teacher.hasAll(['sys_crud_btn_add', 'x'])).toBe(false);
    expect(nobody.has('x')).toBe(false);
  });

  it('a map entry must be true', () => {
    expect(permissionChecks({ x: false }, []).has('x')).toBe(false);
  });
});

describe('role checks', () => {
  it('pass with the exact role, or always for admin', () => {
    expect(teacher.hasRole('teacher')).toBe(true);
    expect(teacher.hasRole('designer')).toBe(false);
    expect(admin.hasRole('designer')).toBe(true);
  });

  it('or and and variants', () => {
    expect(teacher.hasAnyRole(['designer', 'teacher'])).toBe(true);
    expect(teacher.hasAllRoles(['designer', 'teacher'])).toBe(false);
    expect(admin.hasAllRoles(['designer', 'teacher'])).toBe(true);
    expect(nobody.hasAnyRole(['teacher'])).toBe(false);
  });
});

describe('<Permission> conditions', () => {
  it('every given condition must pass; none given passes', () => {
    expect(passes(teacher, {})).toBe(true);
    expect(passes(teacher, { code: 'sys_crud_btn_add' })).toBe(true);
    expect(passes(teacher, { code: 'sys_crud_btn_add', role: 'designer' })).toBe(false);
    expect(passes(teacher, { anyOf: ['x', 'sys_menu_btn_edit'], allRoles: ['teacher'] })).toBe(true);
    expect(passes(teacher, { allOf: ['sys_crud_btn_add', 'x'] })).toBe(false);
    expect(passes(teacher, { anyRole: ['student'] })).toBe(false);
    expect(passes(admin, { code: 'anything', role: 'student', allOf: ['p', 'q'] })).toBe(true);
  });
});
