/** Names and one-line descriptions of the built-in templates (namespace 'designer', keys template.*). */
import { i18n } from '../../../runtime/i18n/index.ts';

const zh = {
  template: {
    leave: { title: '请假申请', description: '请假类型联动病假证明，日期区间自动计算工作日与总天数' },
    expense: { title: '费用报销', description: '费用明细子表单，每行金额 = 单价 × 数量，自动汇总报销总额' },
    trip: { title: '出差申请', description: '出差时间自动计算天数，预计费用自动合计' },
    room: { title: '会议室预约', description: '选择会议室与时段；需要设备时显示并必填设备；自动生成预约摘要' },
  },
};

const en: typeof zh = {
  template: {
    leave: { title: 'Leave request', description: 'Sick leave shows a required certificate; the period counts working and total days' },
    expense: { title: 'Expense claim', description: 'A sub-form of expense lines, amount = price × quantity per row, and the total of all rows' },
    trip: { title: 'Business trip', description: 'Travel dates count the days; the estimated costs add up' },
    room: { title: 'Room booking', description: 'Room and time; equipment shown and required when needed; a summary composed from the booking' },
  },
};

export const templateTexts = { zh, en } as const;

function addTexts(): void {
  i18n.addResourceBundle('zh', 'designer', zh, true, true);
  i18n.addResourceBundle('en', 'designer', en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
