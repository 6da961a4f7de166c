/**
 * A lint row opens the properties-panel group where its rule's finding is fixed: every rule in the map is
 * one the deploy checks report, every group is a PanelGroup the panel renders, and the task-timeout
 * rule opens the 超时处理 group.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_GROUPS } from '../../src/designers/process/tools/lint-groups.ts';

const sources = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => readFileSync(join(dir, f), 'utf8'));

const reported = new Set(sources('src/server/bpm/model/rules').flatMap((text) => [...text.matchAll(/finding\([\w.]+, '([\w-]+)'/g)].map((m) => `flowhall/${m[1]}`)));
const groups = new Set(sources('src/designers/process/panel').flatMap((text) => [...text.matchAll(/<PanelGroup id="([\w-]+)"/g)].map((m) => m[1])));

describe('the lint rows’ panel groups', () => {
  it('maps only rules the checks report, to groups the panel has', () => {
    expect(Object.keys(RULE_GROUPS).filter((rule) => !reported.has(rule))).toEqual([]);
    expect(Object.values(RULE_GROUPS).filter((group) => !groups.has(group))).toEqual([]);
  });

  it('opens the timeout group for the task-timeout rule', () => {
    expect(reported.has('flowhall/task-timeout')).toBe(true);
    expect(RULE_GROUPS['flowhall/task-timeout']).toBe('pd-timeout-group');
  });
});
