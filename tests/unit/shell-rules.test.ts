/** The shell's smaller rules: error log entries (§8), themes as antd tokens (§2.7), the bell's targets (§2.7), zh/en resources. */
import { describe, expect, it } from 'vitest';
import { appendLog, describeError, isChunkLoadError, toLogEntry, withChunkTimeout, ChunkLoadTimeoutError } from '../../src/runtime/errors/error-log.ts';
import { CLIENT_LOG_LIMITS, boundLogEntry } from '../../src/schemas/client-log.ts';
import { THEMES, THEME_NAMES, themeOf, themeTokens } from '../../src/runtime/theme/themes.ts';
import { messageTarget } from '../../src/runtime/shell/notice-rules.ts';
import { zh } from '../../src/runtime/i18n/zh.ts';
import { en } from '../../src/runtime/i18n/en.ts';

describe('error log', () => {
  it('turns an error into an entry with type, url, message, stack, info and time', () => {
    const error = new TypeError('x is undefined');
    const entry = toLogEntry({ source: 'boundary', error, url: '/wel/index', info: 'at <Welcome>', now: new Date(2026, 4, 1, 8, 0, 0).getTime() });
    expect(entry).toEqual({ type: 'boundary', url: '/wel/index', message: 'x is undefined', stack: error.stack, info: 'at <Welcome>', time: '2026-05-01 08:00:00' });
  });

  it('describes thrown strings and objects too', () => {
    expect(describeError('boom')).toEqual({ message: 'boom', stack: '' });
    expect(describeError({ code: 1 })).toEqual({ message: '{"code":1}', stack: '' });
  });

  it('keeps the newest first, never more than one upload holds', () => {
    let list = [] as ReturnType<typeof toLogEntry>[];
    for (let i = 0; i < CLIENT_LOG_LIMITS.entries + 5; i++) list = appendLog(list, toLogEntry({ source: 'window', error: `e${i}`, url: '/' }));
    expect(list).toHaveLength(CLIENT_LOG_LIMITS.entries);
    expect(list[0]!.message).toBe(`e${CLIENT_LOG_LIMITS.entries + 4}`);
  });

  it('bounds every field to what the server accepts', () => {
    const entry = boundLogEntry({ type: 'window', message: 'm'.repeat(10_000), stack: 's\u0000'.repeat(5000), url: 7 });
    expect(entry.message).toHaveLength(CLIENT_LOG_LIMITS.message);
    expect(entry.stack.length).toBeLessThanOrEqual(CLIENT_LOG_LIMITS.stack);
    expect(entry.stack).not.toContain('\u0000');
    expect(entry.url).toBe('7');
    expect(entry.info).toBe('');
  });

  it('recognises chunk load failures, and reports a chunk that takes too long', async () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/Shell.js'))).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
    let fire: (() => void) | undefined;
    const timers = { setTimeout: (callback: () => void) => ((fire = callback), 1), clearTimeout: () => {} };
    const late = withChunkTimeout(new Promise(() => {}), 120_000, timers);
    fire?.();
    await expect(late).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    expect(isChunkLoadError(new ChunkLoadTimeoutError(120_000))).toBe(true);
    await expect(withChunkTimeout(Promise.resolve(1), 120_000, timers)).resolves.toBe(1);
  });
});

describe('themes', () => {
  it('are the 11 of the spec, each with its tokens', () => {
    expect(THEME_NAMES.map((n) => n.replace('theme-', ''))).toEqual(['default', 'white', 'dark', 'hey', 'star', 'vip', 'bule', 'iview', 'cool', 'd2', 'renren']);
    for (const name of THEME_NAMES) {
      const tokens = themeTokens(THEMES[name]);
      expect(tokens.token.colorPrimary).toMatch(/^#[0-9a-f]{6}$/i);
      expect(tokens.components.Layout.siderBg).toBe(THEMES[name].siderBg);
    }
  });

  it('default to theme-iview with #409EFF, also for unknown names', () => {
    expect(themeOf(undefined).name).toBe('theme-iview');
    expect(themeOf('theme-nope').name).toBe('theme-iview');
    expect(themeOf('theme-iview').colorPrimary).toBe('#409EFF');
    expect(themeOf('theme-dark').dark).toBe(true);
  });
});

describe('notice bell', () => {
  const message = { id: 'm1', status: 0, title: 't', processInstanceId: 'p1', taskId: 't1' };
  it('opens 抄送 as the process detail, 催办 as the approval page, anything else as the message', () => {
    expect(messageTarget({ ...message, type: '抄送' })).toBe('/bpm/process-instance/detail?id=p1');
    expect(messageTarget({ ...message, type: 'copy' })).toBe('/bpm/process-instance/detail?id=p1');
    expect(messageTarget({ ...message, type: '催办' })).toBe('/bpm/task/approve?id=p1&taskId=t1');
    expect(messageTarget({ ...message, type: '通知' })).toBe('/service/index/sytMessage?id=m1');
    expect(messageTarget({ ...message, type: null })).toBe('/service/index/sytMessage?id=m1');
  });
});

/** The {{placeholders}} of a text, sorted and joined, so two languages can be compared. */
const slots = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

describe('zh and en resources', () => {
  type Tree = { [key: string]: string | Tree };
  const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
    Object.fromEntries(
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
    );
  const zhFlat = flatten(zh as unknown as Tree);
  const enFlat = flatten(en as unknown as Tree);

  it('have the same keys, none empty, with the same placeholders', () => {
    expect(Object.keys(enFlat).sort()).toEqual(Object.keys(zhFlat).sort());
    const problems = Object.entries(zhFlat).filter(([key, text]) => !text || !enFlat[key] || slots(enFlat[key]!) !== slots(text));
    expect(problems).toEqual([]);
  });

  it('keep the spec’s Chinese texts verbatim', () => {
    expect(zhFlat['session.relogin']).toBe('请重新登录');
    expect(zhFlat['common.knowIt']).toBe('知道了');
    expect(zhFlat['common.serviceError']).toBe('服务异常');
    expect(zhFlat['lock.required']).toBe('锁屏密码不能为空');
    expect(zhFlat['logs.sent']).toBe('发送成功!');
    expect(zhFlat['logs.cleared']).toBe('清空成功!');
    expect(zhFlat['role.switched']).toBe('角色切换成功！');
    expect(zhFlat['app.subtitle']).toBe('Portal Management');
  });

  it('name every theme', () => {
    expect(THEME_NAMES.filter((name) => !zhFlat[`themes.${name}`] || !enFlat[`themes.${name}`])).toEqual([]);
  });
});
