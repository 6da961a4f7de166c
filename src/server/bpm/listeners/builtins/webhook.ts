/**
 * builtin:webhook — POSTs the moment as JSON to a URL, with a timeout. A failure is logged and the
 * process goes on, unless failOnError is set. With async the call happens after the transaction has
 * committed (never holding the instance lock); otherwise the command waits at most timeoutMs.
 * Internal addresses are refused unless allowed (outbound.ts).
 */
import { fail } from '../../../http/errors.ts';
import { flagParam, textParam } from '../params.ts';
import type { BuiltinListener, ListenerContext, ListenerParams } from '../types.ts';
import { checkVariableName } from './set-variable.ts';
import { OutboundRefused, postJson } from './outbound.ts';

export const WEBHOOK_DEFAULT_TIMEOUT_MS = 5000;
export const WEBHOOK_MAX_TIMEOUT_MS = 30_000;
const MAX_RESPONSE_CHARS = 1_000_000;

function timeoutOf(params: ListenerParams): number {
  const raw = Number(textParam(params, 'timeoutMs') ?? WEBHOOK_DEFAULT_TIMEOUT_MS);
  if (!Number.isFinite(raw) || raw <= 0) return WEBHOOK_DEFAULT_TIMEOUT_MS;
  return Math.min(raw, WEBHOOK_MAX_TIMEOUT_MS);
}

function targetOf(params: ListenerParams): URL {
  const text = textParam(params, 'url');
  if (!text) throw fail('webhook 监听器缺少参数 url', 'the webhook listener needs a url');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw fail(`webhook 地址无效：${text}`, `invalid webhook url: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail('webhook 地址只能是 http 或 https', 'a webhook url must be http or https');
  return url;
}

function headersOf(params: ListenerParams): Record<string, string> {
  const raw = Object.hasOwn(params, 'headers') ? params.headers : undefined;
  if (raw === undefined || raw === null || raw === '') return {};
  let object: unknown = raw;
  if (typeof raw === 'string') {
    try {
      object = JSON.parse(raw);
    } catch {
      throw fail('参数 headers 不是 JSON 对象', 'the headers parameter is not a JSON object');
    }
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object)) throw fail('参数 headers 不是 JSON 对象', 'the headers parameter is not a JSON object');
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, String(v)]));
}

function payloadOf(context: ListenerContext, params: ListenerParams): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    event: context.event,
    processInstanceId: context.processInstanceId,
    processDefinitionKey: context.processDefinitionKey ?? null,
    activityId: context.activityId,
    taskId: context.task?.id ?? null,
    assignee: context.task?.assignee ?? null,
    initiator: context.initiator,
  };
  if (flagParam(params, 'includeVariables', true)) payload.variables = context.variables();
  return payload;
}

const post = (url: URL, headers: Record<string, string>, body: unknown, timeoutMs: number) => postJson(url, body, { headers, timeoutMs, maxResponseChars: MAX_RESPONSE_CHARS });

/** The logged reason of a failed call (a refused internal address says so). */
const reasonOf = (error: unknown, timeoutMs: number) =>
  error instanceof OutboundRefused ? `refused: ${error.message} (internal addresses need WEBHOOK_ALLOW_HOSTS)` : (error as Error).name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : (error as Error).message;

export const webhook: BuiltinListener = {
  name: 'webhook',
  params: [
    { name: 'url', required: true, description: 'http(s) address to POST to' },
    { name: 'timeoutMs', description: `timeout in ms (default ${WEBHOOK_DEFAULT_TIMEOUT_MS}, at most ${WEBHOOK_MAX_TIMEOUT_MS})` },
    { name: 'headers', description: 'extra request headers as a JSON object' },
    { name: 'includeVariables', description: 'send the variables (default true)' },
    { name: 'async', description: 'call after the transaction commits (default false)' },
    { name: 'failOnError', description: 'a failed call fails the command (default false; not with async)' },
    { name: 'resultVariable', description: 'store the JSON answer in this variable (not with async)' },
  ],
  async run(context, params) {
    const url = targetOf(params);
    const headers = headersOf(params);
    const timeoutMs = timeoutOf(params);
    const body = payloadOf(context, params);
    const where = { url: url.origin + url.pathname, processInstanceId: context.processInstanceId, activityId: context.activityId };
    if (flagParam(params, 'async', false) && context.afterCommit) {
      context.afterCommit(async () => {
        try {
          await post(url, headers, body, timeoutMs);
        } catch (error) {
          context.logger.warn(`webhook failed: ${reasonOf(error, timeoutMs)}`, where);
        }
      });
      return;
    }
    try {
      const answer = await post(url, headers, body, timeoutMs);
      const resultVariable = textParam(params, 'resultVariable');
      if (resultVariable) context.setVariable(checkVariableName(resultVariable), answer);
    } catch (error) {
      const reason = reasonOf(error, timeoutMs);
      if (flagParam(params, 'failOnError', false)) throw fail(`回调外部系统失败：${reason}`, `the webhook failed: ${reason}`);
      context.logger.warn(`webhook failed: ${reason}`, where);
    }
  },
};
