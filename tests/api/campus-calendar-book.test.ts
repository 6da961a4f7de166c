/**
 * The campus calls of issue #17: the school calendar the server judges date ranges with (a holiday may
 * not start or end a range when the widget disables holidays, a make-up workday may), the calendar and
 * timetable reads, and the address book that never hands a student a private field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SAMPLE_PROCESS_KEY } from '../../src/server/bpm/definitions/sample.ts';
import { comingWeekday, leaveForm } from './demo-leave.ts';
import { weekInTerm } from '../../src/schemas/calendar/week.ts';
import ExcelJS from 'exceljs';
import { download, uploadFile } from '../support/multipart.ts';

let t: TestApp;
let admin: string;
let student: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  student = await t.login('student1');
  teacher = await t.login('teacher1');
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const CREATE = '/bpmProcessInstance/create';
const start = (period: [string, string]) =>
  t.call('POST', CREATE, { token: student, body: { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leaveForm(period), nextUsers: ['zhangwei'] } });
const rangeForm = (disableHolidays: boolean) => ({
  widgetList: [{ type: 'date-range', id: 'span', formItemFlag: true, options: { name: 'span', label: '时段', disableHolidays } }],
  formConfig: {},
});
const errorPaths = (answer: { errors?: unknown }) => ((answer.errors as { path: string }[] | undefined) ?? []).map((e) => e.path);

describe('the server refuses holidays in a date range', () => {
  const monday = comingWeekday(0);
  const tuesday = comingWeekday(1);
  const wednesday = comingWeekday(2);
  const saturday = comingWeekday(5);

  it('a range starting or ending on a holiday is refused; after the holiday is removed it is accepted', async () => {
    const holiday = await t.call('POST', '/eduSchoolHoliday/edit', { token: admin, body: { name: '校庆', kind: 'holiday', startDate: tuesday, endDate: tuesday } });
    expect(holiday.code).toBe('00000');
    // The holiday is an end of the range: refused, naming the field.
    const refused = await start([monday, tuesday]);
    expect(refused.code).toBe('00005');
    expect(errorPaths(refused).some((path) => path.includes('period'))).toBe(true);
    expect(JSON.stringify(refused)).toContain('节假日');
    const refusedStart = await start([tuesday, wednesday]);
    expect(refusedStart.code).toBe('00005');
    // Inside the range (not an end) it is only not counted.
    expect((await start([monday, wednesday])).code).toBe('00000');
    // The calendar every page reads lists it.
    const calendar = await t.call('POST', '/eduSchoolCalendar/calendar', { token: student, body: {} });
    expect(calendar.info.holidays).toContain(tuesday);
    expect((await t.call('POST', '/eduSchoolHoliday/delete', { token: admin, body: { id: holiday.info.id } })).code).toBe('00000');
    expect((await start([monday, tuesday])).code).toBe('00000');
  });

  it('a make-up workday (调休) may start a range although it is a Saturday', async () => {
    expect((await start([saturday, comingWeekday(7)])).code).toBe('00005');
    const workday = await t.call('POST', '/eduSchoolHoliday/edit', { token: admin, body: { name: '调休上班', kind: 'workday', startDate: saturday } });
    expect(workday.code).toBe('00000');
    expect((await start([saturday, comingWeekday(7)])).code).toBe('00000');
    await t.call('POST', '/eduSchoolHoliday/delete', { token: admin, body: { id: workday.info.id } });
  });

  it('the designer preview judges the same way, and holidays the widget allows are accepted', async () => {
    const holiday = await t.call('POST', '/eduSchoolHoliday/edit', { token: admin, body: { name: '校运会', kind: 'holiday', startDate: monday } });
    const strict = await t.call('POST', '/bpmForm/validate', { token: admin, body: { formJson: rangeForm(true), data: { span: [monday, tuesday] } } });
    expect(strict.info.ok).toBe(false);
    const relaxed = await t.call('POST', '/bpmForm/validate', { token: admin, body: { formJson: rangeForm(false), data: { span: [monday, tuesday] } } });
    expect(relaxed.info.ok).toBe(true);
    await t.call('POST', '/eduSchoolHoliday/delete', { token: admin, body: { id: holiday.info.id } });
  });

  it('students cannot edit the calendar', async () => {
    expect((await t.call('POST', '/eduSchoolHoliday/edit', { token: student, body: { name: 'x', kind: 'holiday', startDate: monday } })).code).toBe('00004');
    expect((await t.call('POST', '/eduSchoolTerm/edit', { token: student, body: { name: 'x', startDate: monday, weeks: 18 } })).code).toBe('00004');
  });
});

describe('terms and timetables', () => {
  it('answers a person their own timetable for the term holding today, and another person only to the administrator', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const term = await t.call('POST', '/eduSchoolTerm/edit', { token: admin, body: { name: '测试学期', startDate: today, weeks: 18 } });
    expect(term.code).toBe('00000');
    const entry = { humancode: 'student2', termId: term.info.id, course: '数据结构', weekday: 2, startSection: 1, endSection: 2, weeks: '1-16', place: 'A101', teacher: '黄老师' };
    expect((await t.call('POST', '/eduTimetable/edit', { token: admin, body: entry })).code).toBe('00000');
    const student2 = await t.login('student2');
    // Without a term: the one holding today (a demo term may hold it too).
    const current = await t.call('POST', '/eduTimetable/mine', { token: student2, body: {} });
    expect(current.code).toBe('00000');
    expect(weekInTerm(today, current.info.term)).toBeDefined();
    const mine = await t.call('POST', '/eduTimetable/mine', { token: student2, body: { termId: term.info.id } });
    expect(mine.info.term.id).toBe(term.info.id);
    expect(mine.info.entries).toEqual([expect.objectContaining({ course: '数据结构', weekday: 2, startSection: 1, endSection: 2, place: 'A101' })]);
    expect((await t.call('POST', '/eduTimetable/mine', { token: teacher, body: { humancode: 'student2' } })).code).toBe('00004');
    const other = await t.call('POST', '/eduTimetable/mine', { token: admin, body: { humancode: 'student2', termId: term.info.id } });
    expect(other.info.entries).toHaveLength(1);
    expect((await t.call('POST', '/eduTimetable/edit', { token: student, body: entry })).code).toBe('00004');
  });
});

describe('address book', () => {
  type Person = Record<string, unknown> & { humancode?: string; humanname: string };
  const directory = async (token: string) => (await t.call('POST', '/addressBook/directory', { token, body: {} })).info as { people: Person[]; departments: unknown[]; hidden: string[] };

  it('lists staff and departments, never students', async () => {
    const book = await directory(teacher);
    expect(book.departments.length).toBeGreaterThan(3);
    const names = book.people.map((p) => p.humanname);
    expect(names).toContain('黄老师');
    expect(names).not.toContain('马小明');
  });

  it('a student never receives a field marked private; staff do', async () => {
    // Mobile is private until an administrator says otherwise.
    const asStudent = await directory(student);
    expect(asStudent.hidden).toContain('mobile');
    expect(asStudent.people.every((p) => !('mobile' in p))).toBe(true);
    expect(JSON.stringify(asStudent)).not.toContain('13900000011');
    const asTeacher = await directory(teacher);
    expect(asTeacher.people.find((p) => p.humanname === '黄老师')?.mobile).toBe('13900000011');

    // The administrator marks e-mail private and mobile public.
    const rows = await t.database.query<{ id: string; field: string }>(`select id, field from syt_address_book_field`);
    const mark = (field: string, privateField: boolean) => {
      const id = rows.find((row) => row.field === field)?.id;
      return t.call('POST', '/sytAddressBookField/edit', { token: admin, body: { ...(id ? { id } : { field }), privateField } });
    };
    const email = await mark('email', true);
    const mobile = await mark('mobile', false);
    expect([email.code, mobile.code]).toEqual(['00000', '00000']);
    await t.database.query(`update syt_permission_account set email = 'teacher1@school.test' where humancode = 'teacher1'`);
    const after = await directory(student);
    expect(after.hidden).toEqual(['email']);
    expect(after.people.every((p) => !('email' in p))).toBe(true);
    expect(JSON.stringify(after)).not.toContain('teacher1@school.test');
    expect(after.people.find((p) => p.humanname === '黄老师')?.mobile).toBe('13900000011');
    expect((await directory(teacher)).people.find((p) => p.humanname === '黄老师')?.email).toBe('teacher1@school.test');
    // Students cannot change what is private.
    expect((await t.call('POST', '/sytAddressBookField/edit', { token: student, body: { field: 'sex', privateField: true } })).code).toBe('00004');
  });

  it('exports only for holders of the code, and an export leaves out what the holder may not see', async () => {
    expect((await t.call('POST', '/addressBook/export', { token: teacher, body: {} })).code).toBe('00004');
    const response = await t.app.inject({ method: 'POST', url: '/addressBook/export', headers: { token: admin, 'content-type': 'application/json' }, payload: { queryParam: { name: '黄' } } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(String(sheet.getRow(2).getCell(1).value)).toBe('黄老师');
    expect((await t.call('POST', '/addressBook/export', { token: admin, body: { queryParam: { extra: 1 } } })).code).toBe('00005');
  });
});

describe('timetable import', () => {
  it('an administrator imports an xlsx built from the template; the term is named, the weekday written as shown', async () => {
    const template = await download(t, 'GET', '/eduTimetable/downImportTemplate', admin);
    expect(template.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.data as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const row: Record<string, unknown> = { 学期: '2026-2027学年第一学期', 课程: '编译原理', 星期: '星期三', 开始节次: 3, 结束节次: 4, 上课地点: 'A301', 任课教师: '陈静' };
    const weeksHeader = headers.find((header) => header.startsWith('上课周次'))!;
    row[weeksHeader] = '1-8,10';
    const codeHeader = headers.find((header) => header.startsWith('工号'))!;
    row[codeHeader] = 'student3';
    sheet.addRow(headers.map((header) => row[header] ?? null));
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await uploadFile(t, '/eduTimetable/import', admin, { filename: 'kebiao.xlsx', data });
    expect(answer.code, `${answer.raw}`).toBe('00000');
    expect(answer.info.imported).toBe(1);
    const student3 = await t.login('student3');
    const mine = await t.call('POST', '/eduTimetable/mine', { token: student3, body: { termId: 'term-2026-autumn' } });
    expect(mine.info.entries).toEqual([expect.objectContaining({ course: '编译原理', weekday: 3, startSection: 3, endSection: 4, weeks: '1-8,10' })]);
    // Students may not import.
    expect((await uploadFile(t, '/eduTimetable/import', student, { filename: 'kebiao.xlsx', data })).code).toBe('00004');
  });
});
