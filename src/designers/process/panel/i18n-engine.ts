/**
 * Texts that say, beside a choice, what the engine does not run (namespace 'processDesigner', key
 * 'engine'): external scripts, languages other than JavaScript, the async flags; and the standard
 * loop's fields. The deploy refuses what these warn of (src/server/bpm/engine/compile-scripts.ts), so
 * nobody learns it only then. Deep-merged into zh and en.
 */
import { i18n } from '../../../runtime/i18n/index.ts';
import { PD_NS } from '../i18n.ts';

const zh = {
  engine: {
    externalScript: '流程引擎不运行外部脚本：出于安全考虑，引擎从不按地址获取脚本，部署时会被拒绝。请使用内联脚本。',
    conditionLanguage: '流程引擎只计算 JavaScript 脚本条件（javascript、js、ecmascript），脚本须得出 true 或 false，且不能设置变量。',
    scriptFormat: '流程引擎只运行 JavaScript 脚本（javascript、js、ecmascript），其他格式部署时会被拒绝。',
    notJavaScript: '「{{format}}」不是 JavaScript：部署时会被拒绝。',
    asyncIgnored: '流程引擎在一个事务中执行一次操作的全部步骤，不做异步执行：异步前、异步后、排他和重试周期会被忽略（检查时提示）。',
    loopCondition: '循环条件',
    loopConditionHint: '每次执行后检查，成立则再执行一次；可用 loopCounter（已完成的次数），例如 ${loopCounter < 3}',
    loopMaximum: '最多执行次数',
    testBefore: '每次执行前检查（条件不成立时一次也不执行）',
    loopNeedsEnd: '请设置循环条件或最多执行次数，否则循环永不结束，部署时会被拒绝。',
  },
};

const en = {
  engine: {
    externalScript: 'The engine does not run external scripts: for security it never fetches a script from an address, so the deploy refuses them. Use an inline script.',
    conditionLanguage: 'The engine evaluates JavaScript script conditions only (javascript, js, ecmascript); the script must yield true or false and may not set variables.',
    scriptFormat: 'The engine runs JavaScript scripts only (javascript, js, ecmascript); the deploy refuses other formats.',
    notJavaScript: '"{{format}}" is not JavaScript: the deploy will refuse it.',
    asyncIgnored: 'The engine runs every step of a command in one transaction and runs nothing asynchronously: async before, async after, exclusive and the retry cycle are ignored (the check says so).',
    loopCondition: 'Loop condition',
    loopConditionHint: 'Checked after each run; while it holds the activity runs again. loopCounter is the number of runs completed, e.g. ${loopCounter < 3}',
    loopMaximum: 'At most (runs)',
    testBefore: 'Check before each run (a false condition skips the activity)',
    loopNeedsEnd: 'Set a loop condition or a maximum, else the loop never ends and the deploy refuses it.',
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', PD_NS, zh, true, true);
  i18n.addResourceBundle('en', PD_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

/** The designer's translation hook, with these texts registered (importing it is what adds them). */
export { usePdT } from '../i18n.ts';
