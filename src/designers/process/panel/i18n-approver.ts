/** Texts of the approver pickers (namespace 'processDesigner', key 'approverPick'), zh and en. */
import { i18n } from '../../../runtime/i18n/index.ts';
import { PD_NS } from '../i18n.ts';

const zh = {
  approverPick: {
    noHead: '无负责人',
    headHint: '只能选择设置了负责人的部门',
    roleDisabled: '已停用',
    relations: '组织关系',
    attributes: '组织属性',
  },
};

const en: typeof zh = {
  approverPick: {
    noHead: 'no head',
    headHint: 'Only departments with a head can be chosen',
    roleDisabled: 'disabled',
    relations: 'Organisation relations',
    attributes: 'Organisation attributes',
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', PD_NS, zh, true, true);
  i18n.addResourceBundle('en', PD_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

export { usePdT } from '../i18n.ts';
