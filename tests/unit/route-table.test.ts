/** The route table of spec §2.1–§2.4 as the guard sees it: names, isAuth / isTab metadata and menu routes. */
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routeTarget } from '../../src/runtime/guard/guard-loader.ts';
import { appRoutes } from '../../src/runtime/routes/route-table.tsx';
import { appStore, menuAtom } from '../../src/runtime/session/state.ts';
import type { MenuNode } from '../../src/runtime/menu/menu-model.ts';

const routes: RouteObject[] = appRoutes({});
const at = (path: string) => routeTarget(routes, new URL(path, 'http://x'));

describe('spec routes', () => {
  it('open routes need no login and make no tab', () => {
    const paths = ['/login', '/404', '/403', '/500', '/logout', '/choujiang', '/portal/index/common'];
    expect(paths.filter((path) => at(path).meta.isAuth !== false || at(path).meta.isTab !== false)).toEqual([]);
  });

  it('shell routes need a login and become named tabs', () => {
    expect(at('/wel/index')).toMatchObject({ meta: {}, name: { labelKey: 'route.home' } });
    expect(at('/info/setting').name).toEqual({ labelKey: 'route.setting' });
    expect(at('/bpm/task/approve?id=1')).toMatchObject({ name: { labelKey: 'route.taskApprove' }, query: { id: '1' }, fullPath: '/bpm/task/approve?id=1' });
    expect(at('/resourceReservation/applyLog').name).toEqual({ labelKey: 'route.reservation.applyLog' });
  });

  it('service hall pages are tabs of the second list; /lock and /redirect make none', () => {
    expect(at('/service/index/detail').meta).toMatchObject({ isTab2: true });
    expect(at('/lock').meta).toMatchObject({ isTab: false });
    expect(at('/redirect/wel/index').meta).toMatchObject({ isTab: false });
  });

  it('an embedded page keeps its splat and query', () => {
    expect(at('/myiframe/urlPath?src=https%3A%2F%2Fa%2F&name=A')).toMatchObject({ params: { '*': 'urlPath' }, query: { src: 'https://a/', name: 'A' } });
  });
});

const entry = (path: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: path,
  parentId: null,
  type: 0,
  label: '账号管理',
  labelEn: 'Accounts',
  path,
  component: 'entity:sytPermissionAccount',
  icon: null,
  permission: null,
  query: null,
  isAuth: true,
  isTab: true,
  hidden: false,
  sort: 0,
  children: [],
  ...extra,
});

describe('runtime menu routes', () => {
  it('take their name and meta from the menu entry at the path, read when the guard asks', () => {
    appStore.set(menuAtom, undefined);
    const target = at('/system/account');
    expect(target.name).toEqual({});
    appStore.set(menuAtom, [entry('/system/account'), entry('/x/custom', { label: '自定义', labelEn: null, isTab: false })]);
    expect(target.name).toEqual({ label: '账号管理', labelEn: 'Accounts' });
    expect(at('/x/custom')).toMatchObject({ name: { label: '自定义' }, meta: { isAuth: true, isTab: false } });
  });

  it('admin and designer screens need a menu grant (403 otherwise); the approval workspace does not', () => {
    expect(at('/system/account').grantedBy).toEqual(['/system/account']);
    expect(at('/bpm/form/index').grantedBy).toEqual(['/bpm/form/index']);
    expect(at('/bpm/form/formEdit?formId=1').grantedBy).toEqual(['/bpm/form/index']);
    expect(at('/bpm/model/modeleidit').grantedBy).toEqual(['/bpm/model/index']);
    expect(at('/bpm/model/flowListenerParam').grantedBy).toEqual(['/bpm/model/flowListenerParam']);
    expect(at('/bpm/process-definition/index').grantedBy).toEqual(['/bpm/process-definition/index']);
    for (const path of ['/bpm/task/todo', '/bpm/task/approve', '/bpm/process-instance/detail', '/wel/index', '/info/index']) expect(at(path).grantedBy).toBeUndefined();
    // A designer-area menu route needs a login, so a signed-out visitor's deep link is kept for after login.
    expect(at('/bpm/form/index').meta.isAuth).toBeUndefined();
  });

  it('an unknown path is open (it shows 404, or indexUrl for visitors)', () => {
    appStore.set(menuAtom, []);
    expect(at('/no/such/page')).toMatchObject({ meta: { isAuth: false }, name: {} });
  });
});
