/** Wording of the admin screens (issue 16): dialogs name one record, and the permission tree has no raw keys. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/schemas/entity/types.ts';
import { MENU_TREE, type MenuSeed } from '../../src/server/seed/menus.ts';

const entities = readdirSync('src/entities')
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(`src/entities/${file}`, 'utf8')) as EntitySchema);

const walk = (nodes: MenuSeed[]): MenuSeed[] => nodes.flatMap((node) => [node, ...walk(node.children ?? [])]);

describe('admin wording', () => {
  it('every shipped entity names one record in zh and en, for 新增… / New … dialog titles', () => {
    const missing = entities.filter((e) => !e.noun?.zh || !e.noun.en).map((e) => e.name);
    expect(missing).toEqual([]);
    // Not the screen's name: 新增表单管理, 新增调度中心, "New Accounts" were the complaints.
    const screenish = entities.filter((e) => /管理|中心$/.test(e.noun!.zh) || e.noun!.en === e.title.en).map((e) => e.name);
    expect(screenish).toEqual([]);
    const byName = Object.fromEntries(entities.map((e) => [e.name, e.noun!]));
    expect(byName.bpmForm).toEqual({ zh: '表单', en: 'form' });
    expect(byName.sytDispatchingCenter).toEqual({ zh: '任务', en: 'job' });
    expect(byName.sytPermissionAccount).toEqual({ zh: '账号', en: 'account' });
  });

  it('every seeded resource has a Chinese label, not a raw key such as "deploy"', () => {
    const raw = walk(MENU_TREE).filter((node) => !/[\u4e00-\u9fff]/.test(node.label)).map((node) => `${node.key}: ${node.label}`);
    expect(raw).toEqual([]);
  });
});
