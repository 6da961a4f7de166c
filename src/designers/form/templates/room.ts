/**
 * Room booking: the room (select), the date and the start/end time (time-range), attendees, whether
 * equipment is needed (switch) and which (checkbox, shown and required only when the switch is on:
 * linkage), and the meeting subject composed from the room and the topic (strsplic).
 */
import type { Lang } from '../../../schemas/form/types.ts';
import { config, field, row, title, type FormTemplate } from './build.ts';

const T = {
  zh: { title: '会议室预约', booker: '预约人', phone: '联系电话', room: '会议室', r1: '第一会议室', r2: '第二会议室', r3: '报告厅', date: '使用日期', time: '使用时段', topic: '会议主题', attendees: '参会人数', needs: '需要设备', equipment: '设备', projector: '投影仪', mic: '话筒', video: '视频会议', subject: '预约摘要' },
  en: { title: 'Room booking', booker: 'Booked by', phone: 'Phone', room: 'Room', r1: 'Meeting room 1', r2: 'Meeting room 2', r3: 'Lecture hall', date: 'Date', time: 'Time', topic: 'Topic', attendees: 'Attendees', needs: 'Needs equipment', equipment: 'Equipment', projector: 'Projector', mic: 'Microphone', video: 'Video conference', subject: 'Summary' },
};

export const roomTemplate: FormTemplate = {
  key: 'room',
  title: 'template.room.title',
  description: 'template.room.description',
  build(lang: Lang) {
    const t = T[lang];
    return {
      widgetList: [
        title('roomTitle', t.title),
        row('roomRow1', [field('input', 'booker', t.booker, { required: true, maxLength: 50 }), field('input', 'bookerPhone', t.phone, { validation: 'mobilePhone' })]),
        field('select', 'room', t.room, {
          required: true,
          defaultValue: '',
          optionItems: [
            { label: t.r1, value: 'room1' },
            { label: t.r2, value: 'room2' },
            { label: t.r3, value: 'hall' },
          ],
        }),
        row('roomRow2', [
          field('date', 'meetingDate', t.date, { required: true, format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }),
          field('time-range', 'meetingTime', t.time, { required: true, format: 'HH:mm', valueFormat: 'HH:mm:ss' }),
        ]),
        field('input', 'topic', t.topic, { required: true, maxLength: 100 }),
        field('number', 'attendees', t.attendees, { required: true, min: 1, max: 500, precision: 0, defaultValue: 10 }),
        field('switch', 'needsEquipment', t.needs, {
          defaultValue: false,
          linkbuttons: { dynamic: [{ widgetVal: true, widgetName: ['equipment'], isHidden: false, isRequired: true }] },
        }),
        field('checkbox', 'equipment', t.equipment, {
          hidden: true,
          defaultValue: [],
          optionItems: [
            { label: t.projector, value: 'projector' },
            { label: t.mic, value: 'mic' },
            { label: t.video, value: 'video' },
          ],
        }),
        field('input', 'subject', t.subject, { readonly: true, strsplic: '{room} · {meetingDate} · {topic}' }),
      ],
      formConfig: config(lang, t.title),
    };
  },
};
