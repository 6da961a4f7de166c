/**
 * Demo rows of the campus entities (#17): three terms, the 2026 autumn holidays with their make-up
 * workdays, timetables for student1 and teacher1, and the address book's private fields. Holidays are
 * past dates only, so tests that book days ahead never meet a demo holiday.
 */
const AUTUMN_2026 = 'term-2026-autumn';

const lesson = (humancode: string, course: string, weekday: number, startSection: number, endSection: number, place: string, teacher: string, weeks = '1-16') => ({
  humancode,
  termId: AUTUMN_2026,
  course,
  weekday,
  startSection,
  endSection,
  weeks,
  place,
  teacher,
});

export const CAMPUS_ROWS: Record<string, Record<string, unknown>[]> = {
  eduSchoolTerm: [
    { id: 'term-2026-spring', name: '2025-2026学年第二学期', startDate: '2026-02-23', weeks: 18, remark: '' },
    { id: AUTUMN_2026, name: '2026-2027学年第一学期', startDate: '2026-09-07', weeks: 18, remark: '9月7日开学，第18周期末考试' },
    { id: 'term-2027-spring', name: '2026-2027学年第二学期', startDate: '2027-03-01', weeks: 18, remark: '' },
  ],
  eduSchoolHoliday: [
    { name: '中秋节', kind: 'holiday', startDate: '2026-09-25', endDate: '2026-09-25' },
    { name: '国庆节', kind: 'holiday', startDate: '2026-10-01', endDate: '2026-10-07' },
    { name: '国庆调休', kind: 'workday', startDate: '2026-09-27', endDate: '2026-09-27', remark: '周日上班' },
    { name: '国庆调休', kind: 'workday', startDate: '2026-10-10', endDate: '2026-10-10', remark: '周六上班' },
    { name: '校运动会', kind: 'holiday', startDate: '2026-10-22', endDate: '2026-10-23', remark: '停课两天' },
  ],
  eduTimetable: [
    lesson('student1', '数据结构', 1, 1, 2, '教学楼A101', '黄老师'),
    lesson('student1', '高等数学', 1, 3, 4, '教学楼B203', '王建国'),
    lesson('student1', '大学英语', 2, 1, 2, '外语楼305', '何老师', '1-8,10-16'),
    lesson('student1', '操作系统', 3, 5, 6, '教学楼A205', '张伟'),
    lesson('student1', '数据结构实验', 4, 7, 8, '实验楼312', '黄老师', '2-16'),
    lesson('student1', '体育', 5, 3, 4, '东区体育场', '刘洋'),
    lesson('teacher1', '数据结构', 1, 1, 2, '教学楼A101', '黄老师'),
    lesson('teacher1', '数据结构实验', 4, 7, 8, '实验楼312', '黄老师', '2-16'),
  ],
  sytAddressBookField: [
    { field: 'mobile', privateField: true },
    { field: 'email', privateField: false },
    { field: 'telephone', privateField: false },
  ],
};
