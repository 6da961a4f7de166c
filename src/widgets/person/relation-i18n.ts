/** Texts of the organisation-relation selector (namespace 'widgets', key 'relation'), zh and en. */
import { i18n } from '../../runtime/i18n/index.ts';

const zh = {
  relation: {
    title: '选择组织关系',
    attributeTitle: '选择组织属性',
    search: '组织属性、机构或人员',
    attributeSearch: '属性名称或编码',
    attributeName: '组织属性',
    orgName: '机构',
    attributeValueName: '人员',
    status: '状态',
    statuses: { 0: '正常', 1: '停用' },
    code: '编码',
    holders: '已配置人数',
    pick: '请选择组织关系',
    pickAttribute: '请选择组织属性',
    loadFailed: '加载组织关系失败',
  },
};

const en: typeof zh = {
  relation: {
    title: 'Choose organisation relations',
    attributeTitle: 'Choose organisation attributes',
    search: 'Attribute, organisation or person',
    attributeSearch: 'Attribute name or code',
    attributeName: 'Attribute',
    orgName: 'Organisation',
    attributeValueName: 'Person',
    status: 'Status',
    statuses: { 0: 'In use', 1: 'Disabled' },
    code: 'Code',
    holders: 'Holders',
    pick: 'Choose an organisation relation',
    pickAttribute: 'Choose an organisation attribute',
    loadFailed: 'Could not load the organisation relations',
  },
};

function addBundles(): void {
  i18n.addResourceBundle('zh', 'widgets', zh, true, true);
  i18n.addResourceBundle('en', 'widgets', en, true, true);
}
if (i18n.isInitialized) addBundles();
else i18n.on('initialized', addBundles);

export { useWidgetsT } from '../i18n.ts';
