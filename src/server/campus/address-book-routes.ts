/**
 * The address book's calls (spec §2.3 TableTxlView, TableTxlView/bumen, §2.4 /addressBbookView):
 * - /addressBook/directory {}: every signed-in user; {departments, people, hidden} where `hidden` names the
 *   contact fields left out for this viewer (the private ones, for a student). The page searches by name,
 *   pinyin and department in the browser: a staff directory is a few thousand rows at most.
 * - /addressBook/export {queryParam {organizationId, name}}: an .xlsx of the directory (a department and
 *   those below it, names containing `name`), for holders of sys_address_book_btn_export; the same fields
 *   are left out as on the page, and the export is written to the audit log.
 */
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { ok } from '../http/envelope.ts';
import { empty, object, str } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { XLSX_TYPE } from '../entity/spreadsheet.ts';
import { writeAudit } from '../entity/audit.ts';
import { CONTACT_FIELDS, hiddenFieldsFor, listDepartments, listPeople, subtreeIds, type ContactField } from './address-book.ts';

export const ADDRESS_BOOK_EXPORT = 'sys_address_book_btn_export';

const exportBody = object({ queryParam: object({ organizationId: str(64), name: str(100) }) });

const HEADERS: Record<ContactField | 'humanname' | 'department', { zh: string; en: string }> = {
  humanname: { zh: '姓名', en: 'Name' },
  department: { zh: '部门', en: 'Department' },
  humancode: { zh: '工号', en: 'Staff code' },
  sex: { zh: '性别', en: 'Sex' },
  mobile: { zh: '手机', en: 'Mobile' },
  telephone: { zh: '办公电话', en: 'Office phone' },
  email: { zh: '邮箱', en: 'E-mail' },
};

export function registerAddressBookRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  app.post('/addressBook/directory', { schema: { body: empty } }, async (request) => {
    const hidden = await hiddenFieldsFor(db, authOf(request).session.accountId);
    const [departments, people] = [await listDepartments(db), await listPeople(db, hidden)];
    return ok({ departments, people, hidden });
  });

  app.post('/addressBook/export', { config: { permission: ADDRESS_BOOK_EXPORT }, schema: { body: exportBody } }, async (request, reply) => {
    const { queryParam = {} } = request.body as { queryParam?: { organizationId?: string; name?: string } };
    const auth = authOf(request);
    const hidden = await hiddenFieldsFor(db, auth.session.accountId);
    const departments = await listDepartments(db);
    const within = queryParam.organizationId ? subtreeIds(departments, queryParam.organizationId) : undefined;
    const name = queryParam.name?.trim().toLowerCase();
    const people = (await listPeople(db, hidden)).filter(
      (person) => (!within || (person.organizationId !== null && within.has(person.organizationId))) && (!name || person.humanname.toLowerCase().includes(name)),
    );
    const lang = request.lang === 'en' ? 'en' : 'zh';
    const fields = CONTACT_FIELDS.filter((field) => !hidden.includes(field));
    const deptName = new Map(departments.map((d) => [d.id, d.name]));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(lang === 'en' ? 'Address book' : '通讯录');
    sheet.columns = (['humanname', 'department', ...fields] as const).map((key) => ({ header: HEADERS[key][lang], key, width: key === 'email' ? 28 : 16 }));
    sheet.getRow(1).font = { bold: true };
    for (const person of people) sheet.addRow({ ...person, department: person.organizationId ? (deptName.get(person.organizationId) ?? '') : '' });
    const schema = app.entities.get('sytPermissionAccount')?.schema;
    if (schema) await writeAudit(db, { schema, recordId: null, action: 'export', after: { rows: people.length, addressBook: true, ...queryParam }, auth, ip: request.ip });
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="address-book.xlsx"`).send(file);
  });
}
