/**
 * Pools and message flows (engine/compile-pools.ts decides): the engine runs one process, so the
 * elements of another pool are an error (the deploy refuses them: they would never run), unless the
 * author marked that pool not executable beside an executable one (a warning: documentation of a
 * partner); a message flow is a warning, since the engine delivers messages by name and never along
 * a drawn message flow.
 */
import { ignoredPools, messageFlowsOf } from '../../engine/compile-pools.ts';
import type { ModdleElement } from '../parse.ts';
import { bare, finding, type Rule } from './types.ts';

export const poolsRun: Rule = (process, report) => {
  const definitions = process.$parent as ModdleElement | undefined;
  if (!definitions || bare(definitions.$type) !== 'definitions') return;
  for (const pool of ignoredPools(definitions, process)) {
    (pool.documented ? report.warnings : report.errors).push(finding(pool.element, 'pools', pool.reason, pool.reasonEn));
  }
  for (const flow of messageFlowsOf(definitions)) {
    report.warnings.push(
      finding(flow, 'pools', '消息流只是示意：流程引擎不沿消息流传递消息，请用消息抛出事件或发送任务，按消息名称投递给等待它的流程', 'a message flow is only drawn: the engine does not pass messages along it; throw the message with a message event or send task, delivered by its name to whoever waits for it'),
    );
  }
};
