/**
 * Texts of the field and display widgets in zh and en (namespace 'widgets'), added to the shared
 * i18next instance when this module loads, or as soon as that instance is initialised.
 */
import { useTranslation } from 'react-i18next';
import { i18n } from '../runtime/i18n/index.ts';

const zh = {
  placeholder: { input: '请输入', select: '请选择', date: '选择日期', time: '选择时间', start: '开始', end: '结束', startDate: '开始日期', endDate: '结束日期', startTime: '开始时间', endTime: '结束时间' },
  date: { today: '今天', yesterday: '昨天', weekAgo: '一周前' },
  dateRange: { days: '工作日 {{working}} 天，共 {{total}} 天' },
  rate: { texts: ['极差', '失望', '一般', '满意', '惊喜'] },
  slot: { empty: '插槽 {{name}}' },
  upload: {
    picture: '上传图片',
    file: '上传文件',
  },
  sign: {
    title: '电子签章',
    placeholder: '点击签名',
    draw: '手写签名',
    seal: '导入签章',
    generateSignature: '生成签名',
    generate: '生成',
    clear: '清空',
    cancel: '取消',
    noSeals: '暂无签章',
    pickSeal: '请选择签章',
    emptyPad: '请先签名',
    signed: '签名',
    sealFailed: '签章图片加载失败',
  },
  person: {
    title: '选择用户',
    open: '选择人员',
    searchOrg: '搜索机构',
    name: '姓名',
    humancode: '账号',
    organization: '所属机构',
    role: '角色',
    search: '查询',
    reset: '重置',
    selected: '已选择：',
    pickUser: '请选择用户',
    confirm: '确定',
    cancel: '取消',
    loadFailed: '加载用户失败',
  },
  tree: { loadFailed: '加载机构失败', searchOrg: '搜索机构' },
  editor: { bold: '加粗', italic: '斜体', strike: '删除线', heading: '标题', bulletList: '无序列表', orderedList: '有序列表', quote: '引用', undo: '撤销', redo: '重做' },
  barcode: { regenerate: '重新生成', invalid: '无法生成条形码' },
};

const en: typeof zh = {
  placeholder: { input: 'Please input', select: 'Please select', date: 'Select date', time: 'Select time', start: 'Start', end: 'End', startDate: 'Start date', endDate: 'End date', startTime: 'Start time', endTime: 'End time' },
  date: { today: 'Today', yesterday: 'Yesterday', weekAgo: 'A week ago' },
  dateRange: { days: '{{working}} working days, {{total}} days in all' },
  rate: { texts: ['Oops', 'Disappointed', 'Normal', 'Good', 'Great'] },
  slot: { empty: 'Slot {{name}}' },
  upload: {
    picture: 'Upload picture',
    file: 'Upload file',
  },
  sign: {
    title: 'Electronic seal',
    placeholder: 'Click to sign',
    draw: 'Draw signature',
    seal: 'Import seal',
    generateSignature: 'Generate signature',
    generate: 'Generate',
    clear: 'Clear',
    cancel: 'Cancel',
    noSeals: 'No saved seals',
    pickSeal: 'Choose a seal',
    emptyPad: 'Draw a signature first',
    signed: 'Signature',
    sealFailed: 'Could not load the seal image',
  },
  person: {
    title: 'Select users',
    open: 'Select people',
    searchOrg: 'Search organisations',
    name: 'Name',
    humancode: 'Account',
    organization: 'Organisation',
    role: 'Role',
    search: 'Search',
    reset: 'Reset',
    selected: 'Selected: ',
    pickUser: 'Please select a user',
    confirm: 'OK',
    cancel: 'Cancel',
    loadFailed: 'Could not load the users',
  },
  tree: { loadFailed: 'Could not load the organisations', searchOrg: 'Search organisations' },
  editor: { bold: 'Bold', italic: 'Italic', strike: 'Strikethrough', heading: 'Heading', bulletList: 'Bullet list', orderedList: 'Numbered list', quote: 'Quote', undo: 'Undo', redo: 'Redo' },
  barcode: { regenerate: 'Regenerate', invalid: 'Cannot draw the barcode' },
};

export const widgetTexts = { zh, en };

function addBundles(): void {
  i18n.addResourceBundle('zh', 'widgets', zh, true, true);
  i18n.addResourceBundle('en', 'widgets', en, true, true);
}

// The store exists only after init; the form runtime may be imported before the shell initialises it.
if (i18n.isInitialized) addBundles();
else i18n.on('initialized', addBundles);

/** `t` of the widgets namespace. The §5 render messages (upload refusals, 'Invalid number format') come
 * from the form model's catalogue (src/schemas/form/messages.ts), so browser and server say the same. */
export function useWidgetsT() {
  return useTranslation('widgets');
}
