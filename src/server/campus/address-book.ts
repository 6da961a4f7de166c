/**
 * The address book's data: staff and departments from the organisation tree and the accounts, with the
 * contact fields an administrator marks private (sytAddressBookField.privateField) removed for students.
 * The filtering happens here, on the server: a student's answer never carries a private value, whatever
 * the page shows. Students themselves are not listed (it is a staff and department directory).
 */
import type { Db } from '../db/client.ts';
import { rawQuery, statement } from '../db/raw-sql.ts';

import { CONTACT_FIELDS, type ContactField, type Department, type Person } from '../../schemas/campus/address-book.ts';

export { CONTACT_FIELDS, type ContactField, type Department, type Person };

/** Before an administrator says otherwise, mobile numbers are private (a field without a row takes this). */
const DEFAULT_PRIVATE: Record<ContactField, boolean> = { humancode: false, sex: false, mobile: true, telephone: false, email: false };

const PRIVACY = statement(`select field, private_field from syt_address_book_field`);
const IDENTITY = statement(`select identity from syt_permission_account where id = $1`);
const PEOPLE = statement(
  `select id, humancode, humanname, sex, mobile, telephone, email, organization_id, identity from syt_permission_account
   where validflag and not del_flag and identity <> 'student' order by displayorder, humancode`,
);
const DEPARTMENTS = statement(
  `select o.id, o.parent_id, o.name, o.code, o.org_type, o.displayorder, h.humanname as head_name from syt_sys_organization o
   left join syt_permission_account h on h.humancode = o.org_head_huma_code and h.validflag and not h.del_flag
   where o.validflag order by o.displayorder, o.code`,
);

/** The fields private for students: each field's row, else its default. */
export async function privateFields(db: Db): Promise<ContactField[]> {
  const marked = new Map((await rawQuery(db, PRIVACY, [])).map((row) => [String(row.field), row.private_field === true]));
  return CONTACT_FIELDS.filter((field) => marked.get(field) ?? DEFAULT_PRIVATE[field]);
}

/** The contact fields this viewer may not see: the private ones for a student, none for anyone else. */
export async function hiddenFieldsFor(db: Db, accountId: string): Promise<ContactField[]> {
  const [row] = await rawQuery(db, IDENTITY, [accountId]);
  // An account that vanished mid-session is treated as the most restricted viewer.
  return !row || row.identity === 'student' ? privateFields(db) : [];
}

export async function listPeople(db: Db, hidden: readonly ContactField[]): Promise<Person[]> {
  const rows = await rawQuery(db, PEOPLE, []);
  return rows.map((row) => {
    const person: Person = { id: String(row.id), humanname: String(row.humanname), organizationId: (row.organization_id as string | null) ?? null, identity: String(row.identity) };
    for (const field of CONTACT_FIELDS) if (!hidden.includes(field)) person[field] = (row[field] as string | null) ?? null;
    return person;
  });
}

export async function listDepartments(db: Db): Promise<Department[]> {
  const rows = await rawQuery(db, DEPARTMENTS, []);
  return rows.map((row) => ({
    id: String(row.id),
    parentId: (row.parent_id as string | null) ?? null,
    name: String(row.name),
    code: String(row.code),
    orgType: String(row.org_type),
    headName: (row.head_name as string | null) ?? null,
    displayorder: Number(row.displayorder),
  }));
}

/** The department and every department below it. */
export function subtreeIds(departments: readonly Department[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const department of departments) {
      if (department.parentId && ids.has(department.parentId) && !ids.has(department.id)) {
        ids.add(department.id);
        grew = true;
      }
    }
  }
  return ids;
}
