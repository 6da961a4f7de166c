/** Texts of the file upload and audience picker widgets of entity edit forms, under the key `fieldWidgets`. */
import { i18n } from '../i18n/index.ts';

const zh = {
  chooseFile: '选择文件',
  replaceFile: '更换文件',
  currentFile: '已上传的文件',
  open: '查看',
  remove: '移除',
  allowed: '允许 {{types}}，不超过 {{max}} MB',
  unsupported: '不支持的格式：{{name}}（允许 {{types}}）',
  tooLarge: '文件大小超出限制：{{name}} 超过 {{max}} MB',
  uploadError: '上传失败：{{info}}',
  uploaded: '上传成功',
  people: '人员',
  choosePeople: '选择人员',
  departments: '部门（含下级）',
  roles: '角色',
  choose: '请选择',
  everyone: '未选择任何人员、部门或角色：全部人员可见',
  summary: '{{people}} 人、{{departments}} 个部门、{{roles}} 个角色',
  loadFailed: '加载失败，请稍后重试',
};

const en: typeof zh = {
  chooseFile: 'Choose a file',
  replaceFile: 'Replace the file',
  currentFile: 'Uploaded file',
  open: 'Open',
  remove: 'Remove',
  allowed: 'Allowed: {{types}}, at most {{max}} MB',
  unsupported: 'Unsupported format: {{name}} (allowed: {{types}})',
  tooLarge: 'File size out of limit: {{name}} is over {{max}} MB',
  uploadError: 'Upload error: {{info}}',
  uploaded: 'Uploaded',
  people: 'People',
  choosePeople: 'Choose people',
  departments: 'Departments (with those below)',
  roles: 'Roles',
  choose: 'Choose',
  everyone: 'No people, departments or roles chosen: everyone',
  summary: '{{people}} people, {{departments}} departments, {{roles}} roles',
  loadFailed: 'Could not load; try again later',
};

function addTexts(): void {
  i18n.addResourceBundle('zh', 'translation', { fieldWidgets: zh }, true, true);
  i18n.addResourceBundle('en', 'translation', { fieldWidgets: en }, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

/** The translation key of one of these texts (importing this also adds them). */
export const fieldWidgetText = (key: keyof typeof zh) => `fieldWidgets.${key}` as const;
