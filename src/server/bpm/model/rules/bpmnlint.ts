/**
 * bpmnlint with a fixed rule set, loaded from the installed package through a static resolver (no
 * network, no config files). Its messages are English; each rule has a zh reason here.
 */
import { createRequire } from 'node:module';
import type { ModdleElement } from '../parse.ts';
import { bare, type Finding, type RuleReport } from './types.ts';

const require = createRequire(import.meta.url);

type Level = 'error' | 'warn';

/** Rule → level. Rules for elements the engine refuses anyway, or that our own rules cover, are left out. */
export const BPMNLINT_RULES: Readonly<Record<string, Level>> = {
  'conditional-flows': 'error',
  'event-based-gateway': 'error',
  'link-event': 'error',
  'no-duplicate-sequence-flows': 'error',
  'single-blank-start-event': 'error',
  'single-event-definition': 'error',
  'sub-process-blank-start-event': 'error',
  'end-event-required': 'warn',
  'fake-join': 'warn',
  global: 'warn',
  'no-bpmndi': 'warn',
  'no-disconnected': 'warn',
  'no-gateway-join-fork': 'warn',
  'no-implicit-end': 'warn',
  'no-implicit-split': 'warn',
  'no-implicit-start': 'warn',
  'superfluous-gateway': 'warn',
  'superfluous-termination': 'warn',
};

const ZH: Readonly<Record<string, string>> = {
  'conditional-flows': '条件流缺少条件表达式',
  'event-based-gateway': '事件网关的出口必须连接捕获事件或接收任务',
  'link-event': '链接事件没有成对出现',
  'no-duplicate-sequence-flows': '存在重复的顺序流',
  'single-blank-start-event': '只能有一个空开始事件',
  'single-event-definition': '一个事件只能有一个事件定义',
  'sub-process-blank-start-event': '子流程必须以空开始事件开始',
  'end-event-required': '缺少结束事件',
  'fake-join': '任务有多个入口，未通过网关汇合',
  global: '全局元素（消息、信号、错误等）重复或未被引用',
  'no-bpmndi': '元素缺少图形信息',
  'no-disconnected': '元素没有连接',
  'no-gateway-join-fork': '网关同时汇合与分支',
  'no-implicit-end': '元素没有出口（隐式结束）',
  'no-implicit-split': '任务有多个出口，未通过网关分支',
  'no-implicit-start': '元素没有入口（隐式开始）',
  'superfluous-gateway': '网关只有一个入口和一个出口，多余',
  'superfluous-termination': '终止结束事件多余',
};

interface LintReport {
  id?: string;
  message: string;
  category: string;
}
interface LinterCtor {
  new (options: { config: { rules: Record<string, string> }; resolver: unknown }): { lint(root: ModdleElement): Promise<Record<string, LintReport[]>> };
}
type ResolverCtor = new (cache: Record<string, unknown>) => unknown;

/**
 * A fresh linter per check: some rules (no-duplicate-sequence-flows) keep what they saw in the rule
 * instance, and a linter instantiates its rules once, so a shared one would report the next model's
 * flows as duplicates of the last one's.
 */
function newLinter() {
  const { Linter } = require('bpmnlint') as { Linter: LinterCtor };
  const StaticResolver = require('bpmnlint/lib/resolver/static-resolver') as ResolverCtor;
  const cache: Record<string, unknown> = {};
  for (const name of Object.keys(BPMNLINT_RULES)) cache[`rule:bpmnlint/${name}`] = require(`bpmnlint/rules/${name}`);
  return new Linter({ config: { rules: { ...BPMNLINT_RULES } }, resolver: new StaticResolver(cache) });
}

/** Findings in the process the engine runs keep their level; elsewhere (other pools) they are warnings. */
export async function runBpmnlint(definitions: ModdleElement, elementsById: ReadonlyMap<string, ModdleElement>, inRun: ReadonlySet<string>, report: RuleReport): Promise<void> {
  const results = await newLinter().lint(definitions);
  for (const [name, reports] of Object.entries(results)) {
    const rule = name.replace(/^bpmnlint\//, '');
    for (const item of reports) {
      const elementId = item.id ?? '';
      const element = elementsById.get(elementId);
      const found: Finding = {
        elementId,
        elementType: element ? bare(element.$type) : 'unknown',
        reason: `${ZH[rule] ?? '模型检查未通过'}（${item.message}）`,
        reasonEn: item.message,
        rule: `bpmnlint/${rule}`,
      };
      if (item.category === 'rule-error') {
        report.warnings.push({ ...found, reason: `检查规则 ${rule} 出错：${item.message}`, reasonEn: `rule ${rule} failed: ${item.message}` });
      } else if (item.category === 'error' && inRun.has(elementId)) report.errors.push(found);
      else report.warnings.push(found);
    }
  }
}
