/** Texts of the code generator dialog and its option checks ('designer' namespace, keys export.*). */
import { i18n } from '../../../runtime/i18n/index.ts';

const zh = {
  export: {
    title: '生成代码',
    target: '代码类型',
    modelName: '数据对象名称',
    refName: '表单引用名称',
    rulesName: '校验规则名称',
    labelPosition: '标签位置',
    labelWidth: '标签宽度',
    size: '组件尺寸',
    cssCode: '自定义 CSS',
    position: { left: '左对齐', right: '右对齐', top: '顶部' },
    sizes: { large: '大', medium: '中', small: '小', mini: '迷你' },
    generate: '生成代码',
    regenerate: '按选项重新生成',
    copy: '复制代码',
    download: '下载文件',
    close: '关闭',
    fixOptions: '请先修正代码生成选项',
    failed: '代码生成失败：{{message}}',
    noOptions: 'JSON 导出不使用代码生成选项',
    hint: { html: '单个离线页面，无需联网，直接用浏览器打开', react: 'antd + TypeScript 组件，提交时回调 onSubmit(values)', vue2: 'Vue 2 + element-ui 单文件组件', vue3: 'Vue 3 + element-plus 单文件组件（script setup）', json: '表单 JSON（VForm 2.2.x 兼容）' },
    error: {
      required: '不可为空',
      identifier: '“{{value}}”不是合法的 JavaScript 变量名（字母、数字、_、$，不以数字开头）',
      reserved: '“{{value}}”是保留字或生成代码已使用的名称',
      sameName: '“{{value}}”与另一个名称重复',
      choice: '请选择一个选项',
      labelWidth: '标签宽度应为 0 到 1000 的整数',
      css: 'CSS 中不能出现 </style>',
      cssLength: 'CSS 过长（最多 100000 个字符）',
    },
  },
};

const en: typeof zh = {
  export: {
    title: 'Generate code',
    target: 'Code type',
    modelName: 'Model name',
    refName: 'Form ref name',
    rulesName: 'Rules name',
    labelPosition: 'Label position',
    labelWidth: 'Label width',
    size: 'Size',
    cssCode: 'Custom CSS',
    position: { left: 'Left', right: 'Right', top: 'Top' },
    sizes: { large: 'Large', medium: 'Medium', small: 'Small', mini: 'Mini' },
    generate: 'Generate',
    regenerate: 'Generate with these options',
    copy: 'Copy code',
    download: 'Download',
    close: 'Close',
    fixOptions: 'Fix the code generator options first',
    failed: 'Code generation failed: {{message}}',
    noOptions: 'The JSON export uses no code generator options',
    hint: { html: 'One offline page: opens in a browser with no network', react: 'An antd + TypeScript component; calls onSubmit(values) on submit', vue2: 'A Vue 2 + element-ui single-file component', vue3: 'A Vue 3 + element-plus single-file component (script setup)', json: 'The form JSON (VForm 2.2.x compatible)' },
    error: {
      required: 'Required',
      identifier: '"{{value}}" is not a JavaScript identifier (letters, digits, _ and $, not starting with a digit)',
      reserved: '"{{value}}" is a reserved word or a name the generated code uses',
      sameName: '"{{value}}" is used by another name too',
      choice: 'Pick one of the choices',
      labelWidth: 'The label width is a whole number from 0 to 1000',
      css: 'The CSS cannot contain </style>',
      cssLength: 'The CSS is too long (100000 characters at most)',
    },
  },
};

export const exportTexts = { zh, en };

let added = false;

/**
 * Adds the texts once (deep merge into the shared 'designer' namespace). i18next has no resource store
 * before its init, so a module loaded earlier (a test, a preloaded chunk) adds them when init is done.
 */
export function ensureExportTexts(): void {
  if (added) return;
  added = true;
  if (i18n.isInitialized) addExportTexts();
  else i18n.on('initialized', addExportTexts);
}

function addExportTexts(): void {
  i18n.addResourceBundle('zh', 'designer', zh, true, true);
  i18n.addResourceBundle('en', 'designer', en, true, true);
}
