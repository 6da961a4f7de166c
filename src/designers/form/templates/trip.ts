/**
 * Business trip: destination and purpose, the travel dates as a date-range with its total days
 * (getdays), the means of transport (radio), a card of estimated costs whose total adds them up
 * (calculation), and companions.
 */
import type { Lang } from '../../../schemas/form/types.ts';
import { config, container, field, row, title, type FormTemplate } from './build.ts';

const T = {
  zh: { title: '出差申请', traveller: '出差人', destination: '出差地点', purpose: '出差事由', period: '出差时间', days: '出差天数', transport: '交通方式', train: '火车', plane: '飞机', car: '汽车', costs: '预计费用', fare: '交通费', hotel: '住宿费', allowance: '补助', budget: '预计总费用', companions: '同行人员' },
  en: { title: 'Business trip', traveller: 'Traveller', destination: 'Destination', purpose: 'Purpose', period: 'Travel dates', days: 'Days', transport: 'Transport', train: 'Train', plane: 'Plane', car: 'Car', costs: 'Estimated costs', fare: 'Fares', hotel: 'Hotel', allowance: 'Allowance', budget: 'Estimated total', companions: 'Companions' },
};

const money = { min: 0, max: 1_000_000, precision: 2, step: 100, defaultValue: null };

export const tripTemplate: FormTemplate = {
  key: 'trip',
  title: 'template.trip.title',
  description: 'template.trip.description',
  build(lang: Lang) {
    const t = T[lang];
    return {
      widgetList: [
        title('tripTitle', t.title),
        row('tripRow1', [field('input', 'traveller', t.traveller, { required: true, maxLength: 50 }), field('input', 'destination', t.destination, { required: true, maxLength: 100 })]),
        field('textarea', 'purpose', t.purpose, { required: true, maxLength: 500, rows: 3 }),
        row('tripRow2', [
          field('date-range', 'tripPeriod', t.period, { required: true }),
          field('number', 'tripDays', t.days, { disabled: true, min: 0, max: 366, defaultValue: null, getdays: { widget: 'tripPeriod', datatype: 'total' } }),
        ]),
        field('radio', 'transport', t.transport, {
          required: true,
          defaultValue: 'train',
          optionItems: [
            { label: t.train, value: 'train' },
            { label: t.plane, value: 'plane' },
            { label: t.car, value: 'car' },
          ],
        }),
        container(
          'card',
          'tripCosts',
          {
            widgetList: [
              row('tripRow3', [field('number', 'fare', t.fare, money), field('number', 'hotel', t.hotel, money), field('number', 'allowance', t.allowance, money)]),
              field('number', 'budget', t.budget, { ...money, disabled: true, calculation: '{fare}<+>{hotel}<+>{allowance}' }),
            ],
          },
          { label: t.costs },
        ),
        field('input', 'companions', t.companions, { maxLength: 200 }),
      ],
      formConfig: config(lang, t.title),
    };
  },
};
