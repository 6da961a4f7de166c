/**
 * 超时处理 (extendData `timeout` of a user task) must read as the server reads it: a limit it cannot read,
 * or an unknown action, leaves the step without any timeout; a bad reminder interval or count is
 * narrowed. The process still runs, so these are warnings, each saying what the server does instead.
 */
import { engineAttr } from '../../../../schemas/bpmn/settings.ts';
import { MAX_TIMEOUT_REMINDERS, readExtendDataTimeout, type TimeoutProblem } from '../../../../schemas/bpmn/task-timeout.ts';
import type { ModdleLike } from '../../../../schemas/bpmn/types.ts';
import { bare, finding, flowElements, type Rule } from './types.ts';

const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

function sentence(problem: TimeoutProblem): [string, string] {
  const got = shown(problem.got);
  switch (problem.field) {
    case 'timeout':
      return [`超时处理设置无法识别：${got}，该节点不会超时处理`, `the timeout setting ${got} is not readable: the step never times out`];
    case 'after':
      return [
        `超时处理的时限无法识别：${got}（应为大于零的 ISO 8601 时长，如 PT4H、P2D），该节点不会超时处理`,
        `the timeout limit ${got} is not an ISO 8601 duration longer than zero (e.g. PT4H, P2D): the step never times out`,
      ];
    case 'action':
      return [`超时处理的动作无效：${got}（应为 remind、pass 或 reject），该节点不会超时处理`, `the timeout action ${got} is not remind, pass or reject: the step never times out`];
    case 'every':
      return [`超时提醒的间隔无法识别或短于 1 分钟：${got}，只提醒一次`, `the reminder interval ${got} is not a duration of a minute or more: one reminder only`];
    case 'times':
      return [`超时提醒的次数应为 1 到 ${MAX_TIMEOUT_REMINDERS}：${got}，已按范围内的次数处理`, `the reminder count ${got} is not 1 to ${MAX_TIMEOUT_REMINDERS}: the nearest count is used`];
  }
}

export const taskTimeouts: Rule = (process, report) => {
  for (const el of flowElements(process)) {
    if (bare(el.$type) !== 'userTask') continue;
    const { problems } = readExtendDataTimeout(engineAttr(el as unknown as ModdleLike, 'extendData'));
    for (const problem of problems) {
      const [zh, en] = sentence(problem);
      report.warnings.push(finding(el, 'task-timeout', zh, en));
    }
  }
};
