/**
 * Texts of the designer core ('designer' namespace): the history step names, the core's refusals and
 * the repairs made when a form is opened. Params named widget, parent, prop, action and template carry 'designer'
 * keys (widget.input, prop.label …) and are nested with $t, so a step reads '设置 标签 → 请假天数'
 * in Chinese and 'Set Label → Days' in English from one label object.
 */
import { i18n } from '../../../runtime/i18n/index.ts';
import type { I18nText } from '../../../widgets/designer-contract.ts';

const zh = {
  history: {
    opened: '打开表单',
    setOption: '设置 $t({{prop}}) → {{value}}',
    setFormConfig: '设置表单 {{prop}} → {{value}}',
    setChoice: '设置 $t({{prop}}) → $t({{choice}})',
    add: '添加 $t({{widget}})',
    move: '移动 $t({{widget}})',
    moveUp: '上移 $t({{widget}})',
    moveDown: '下移 $t({{widget}})',
    remove: '删除 $t({{widget}})',
    clone: '克隆 $t({{widget}})',
    paste: '粘贴 $t({{widget}})',
    containerAction: '$t({{action}})',
    import: '导入 JSON',
    loadTemplate: '载入模板 $t({{template}})',
    restoreDraft: '恢复草稿',
  },
  error: {
    widgetMissing: '组件 {{id}} 不存在',
    badKey: '属性名为空',
    nameRequired: '字段名称不可为空',
    duplicateName: '字段名称重复：{{name}}',
    unknownType: '未知组件类型：{{type}}',
    noSuchList: '该容器没有可放置组件的位置',
    useContainerAction: '表格单元格请用表格的行列操作调整',
    firstCannotMoveUp: '已是第一个，不能上移',
    lastCannotMoveDown: '已是最后一个，不能下移',
    lastChild: '最后一个$t({{widget}})不能删除',
    internalWidget: '$t({{widget}})只能由其所属容器创建和调整',
    unknownAction: '未知的容器操作：{{action}}',
    actionDisabled: '当前不能执行“$t({{action}})”',
    pasteInvalid: '剪贴板中不是可粘贴的组件',
    dropRefused: '$t({{parent}})中不能放置$t({{widget}})',
    dropIntoItself: '不能把组件放进它自己里面',
    importNotJson: '导入的内容不是有效的 JSON',
    importNoWidgetList: '导入的 JSON 不是表单（缺少 widgetList）',
    importTooNew: '表单版本 {{version}} 比当前设计器更新，无法打开',
    importTooDeep: '组件嵌套超过 {{depth}} 层',
    importTooLarge: '组件超过 {{max}} 个',
  },
  repair: {
    droppedEntry: '已忽略一个无法识别的组件条目',
    duplicateId: '组件 id {{id}} 重复，后一个改为 {{fresh}}',
    missingId: '一个组件缺少 id，已设为 {{fresh}}',
    missingName: '组件 {{id}} 缺少名称，已设为 {{name}}',
    defaultConfig: '缺少表单配置，已使用默认配置',
  },
};

const en: typeof zh = {
  history: {
    opened: 'Opened form',
    setOption: 'Set $t({{prop}}) → {{value}}',
    setFormConfig: 'Set form {{prop}} → {{value}}',
    setChoice: 'Set $t({{prop}}) → $t({{choice}})',
    add: 'Add $t({{widget}})',
    move: 'Move $t({{widget}})',
    moveUp: 'Move up $t({{widget}})',
    moveDown: 'Move down $t({{widget}})',
    remove: 'Remove $t({{widget}})',
    clone: 'Clone $t({{widget}})',
    paste: 'Paste $t({{widget}})',
    containerAction: '$t({{action}})',
    import: 'Import JSON',
    loadTemplate: 'Load template $t({{template}})',
    restoreDraft: 'Restore draft',
  },
  error: {
    widgetMissing: 'Widget {{id}} does not exist',
    badKey: 'The property name is empty',
    nameRequired: 'Name required.',
    duplicateName: 'Duplicate name: {{name}}',
    unknownType: 'Unknown widget type: {{type}}',
    noSuchList: 'This container has no place to drop widgets',
    useContainerAction: "Table cells change through the table's row and column actions",
    firstCannotMoveUp: 'The first widget cannot move up',
    lastCannotMoveDown: 'The last widget cannot move down',
    lastChild: 'The last $t({{widget}}) cannot be deleted',
    internalWidget: '$t({{widget}}) is created and changed only by its container',
    unknownAction: 'Unknown container action: {{action}}',
    actionDisabled: '"$t({{action}})" is not possible here',
    pasteInvalid: 'The clipboard does not hold a widget',
    dropRefused: '$t({{widget}}) cannot be dropped into $t({{parent}})',
    dropIntoItself: 'A widget cannot be dropped into itself',
    importNotJson: 'The imported text is not valid JSON',
    importNoWidgetList: 'The imported JSON is not a form (no widgetList)',
    importTooNew: 'Form version {{version}} is newer than this designer',
    importTooDeep: 'Widgets nested deeper than {{depth}} levels',
    importTooLarge: 'More than {{max}} widgets',
  },
  repair: {
    droppedEntry: 'An unreadable widget entry was left out',
    duplicateId: 'Widget id {{id}} was used twice; the second is now {{fresh}}',
    missingId: 'A widget had no id; it is now {{fresh}}',
    missingName: 'Widget {{id}} had no name; it is now {{name}}',
    defaultConfig: 'The form configuration was missing; the defaults are used',
  },
};

export const coreTexts = { zh, en };

function addTexts(): void {
  i18n.addResourceBundle('zh', 'designer', zh, true, true);
  i18n.addResourceBundle('en', 'designer', en, true, true);
}
// The designer may be imported before i18n is initialised (tests, eager imports): add the texts then.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

/** A designer text (a step label, a refusal) in the current language. */
export function designerText(text: I18nText): string {
  return i18n.t(text.key, { ns: 'designer', ...text.params });
}
