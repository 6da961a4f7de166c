/** Texts of the script host (namespace 'formScripts'), added to the zh and en resources when the host loads. */
import { i18n } from '../../i18n/index.ts';

const zh = {
  failed: '表单脚本 {{where}} 出错：{{message}}',
  timeout: '表单脚本 {{where}} 运行时间过长，已中止',
  memory: '表单脚本 {{where}} 超出内存限制（{{mb}} MB），已中止',
  unavailable: '表单脚本运行环境加载失败：{{message}}',
  loop: '表单脚本相互触发超过 {{n}} 次，疑似死循环，已停止执行',
};

const en: typeof zh = {
  failed: 'Form script {{where}} failed: {{message}}',
  timeout: 'Form script {{where}} ran too long and was stopped',
  memory: 'Form script {{where}} exceeded its memory limit ({{mb}} MB) and was stopped',
  unavailable: 'The form script runtime could not be loaded: {{message}}',
  loop: 'Form scripts triggered each other more than {{n}} times in a row (an endless loop?) and were stopped',
};

export type ScriptTextKey = keyof typeof zh;

function addTexts(): void {
  i18n.addResourceBundle('zh', 'formScripts', zh, true, true);
  i18n.addResourceBundle('en', 'formScripts', en, true, true);
}
// The host may be imported before i18n is initialised (tests, eager imports): add the texts then.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

/** A host text in the current language; before i18n is initialised (early errors, bare tests) the English one. */
export function scriptText(key: ScriptTextKey, values: Record<string, unknown>): string {
  if (i18n.isInitialized) return i18n.t(key, { ns: 'formScripts', ...values });
  return en[key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}
