/**
 * Expense claim: a sub-form of expense lines whose amount is price × quantity per row
 * (subcalculation), and a total that sums the amounts of every row (subformmount).
 */
import type { Lang } from '../../../schemas/form/types.ts';
import { config, container, field, row, title, type FormTemplate } from './build.ts';

const T = {
  zh: { title: '费用报销', claimant: '报销人', date: '报销日期', lines: '费用明细', item: '费用项目', kind: '类别', travel: '差旅', meal: '餐饮', office: '办公', price: '单价', qty: '数量', amount: '金额', total: '报销总额', remark: '备注', invoices: '发票附件' },
  en: { title: 'Expense claim', claimant: 'Claimant', date: 'Claim date', lines: 'Expense lines', item: 'Item', kind: 'Category', travel: 'Travel', meal: 'Meals', office: 'Office', price: 'Unit price', qty: 'Quantity', amount: 'Amount', total: 'Total', remark: 'Remark', invoices: 'Invoices' },
};

const money = { min: 0, max: 10_000_000, precision: 2, step: 1 };

export const expenseTemplate: FormTemplate = {
  key: 'expense',
  title: 'template.expense.title',
  description: 'template.expense.description',
  build(lang: Lang) {
    const t = T[lang];
    return {
      widgetList: [
        title('expenseTitle', t.title),
        row('expenseRow1', [field('input', 'claimant', t.claimant, { required: true, maxLength: 50 }), field('date', 'claimDate', t.date, { required: true, format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' })]),
        container(
          'sub-form',
          'expenseLines',
          {
            widgetList: [
              field('input', 'item', t.item, { required: true, maxLength: 100 }),
              field('select', 'category', t.kind, {
                required: true,
                defaultValue: 'travel',
                optionItems: [
                  { label: t.travel, value: 'travel' },
                  { label: t.meal, value: 'meal' },
                  { label: t.office, value: 'office' },
                ],
              }),
              field('number', 'price', t.price, { ...money, required: true, defaultValue: null }),
              field('number', 'quantity', t.qty, { min: 1, max: 10_000, precision: 0, step: 1, required: true, defaultValue: 1 }),
              field('number', 'amount', t.amount, { ...money, disabled: true, defaultValue: null, subcalculation: '{price}<*>{quantity}' }),
            ],
          },
          { label: t.lines, minNum: 1 },
        ),
        field('number', 'total', t.total, { ...money, disabled: true, defaultValue: null, subformmount: '{price}<*>{quantity}' }),
        field('textarea', 'remark', t.remark, { maxLength: 500, rows: 3 }),
        field('file-upload', 'invoices', t.invoices, { limit: 10 }),
      ],
      formConfig: config(lang, t.title),
    };
  },
};
