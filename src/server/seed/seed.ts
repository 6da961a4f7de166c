/**
 * First-start data. The base part is what any install needs (administrator, base roles, menus,
 * parameters, message types); the demo part adds an institution to explore. Runs once: a database
 * that already has accounts is left alone.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountRoles, accounts, messageTypes, organizations, resources, roleResources, roles, sysParams } from '../db/schema.ts';
import { generatePassword, hashPassword } from '../auth/password.ts';
import { MENU_TREE, ROLE_GRANTS, type MenuSeed } from './menus.ts';
import { seedSampleProcess } from '../bpm/definitions/sample.ts';
import { MESSAGE_TYPES, ORG_TREE, PEOPLE, ROLES, SYS_PARAMS, type OrgSeed } from './demo-data.ts';
import { ENTITY_ROWS } from './entity-rows.ts';
import type { EntityRegistry } from '../entity/registry.ts';

export interface SeedOptions {
  demo: boolean;
  adminPassword?: string | undefined;
  demoPassword?: string | undefined;
  /** Where the demo rows of runtime-owned entities go; without it they are not seeded. */
  entities?: EntityRegistry;
}

export interface SeedResult {
  seeded: boolean;
  /** Set when the password was generated here and must be shown once. */
  generatedAdminPassword?: string;
  generatedDemoPassword?: string;
  demoAccounts: string[];
}

export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) return { seeded: false, demoAccounts: [] };

  const adminPassword = options.adminPassword ?? generatePassword();
  const demoPassword = options.demoPassword ?? generatePassword();
  const result: SeedResult = { seeded: true, demoAccounts: [] };
  if (!options.adminPassword) result.generatedAdminPassword = adminPassword;

  await db.transaction(async (tx) => {
    const roleIds = new Map<string, string>();
    for (const [i, role] of ROLES.entries()) {
      if (!options.demo && !role.base) continue;
      const [row] = await tx
        .insert(roles)
        .values({ rolecode: role.rolecode, rolename: role.rolename, description: role.description, superAdmin: role.superAdmin ?? false, displayorder: i })
        .returning({ id: roles.id });
      roleIds.set(role.rolecode, row!.id);
    }

    const menuIds = await insertMenus(tx as unknown as Db, MENU_TREE, null);
    for (const [rolecode, grant] of Object.entries(ROLE_GRANTS)) {
      const roleId = roleIds.get(rolecode);
      if (!roleId) continue;
      const granted = new Set<string>();
      for (const key of grant.menus) {
        const entry = menuIds.get(key);
        if (!entry) continue;
        granted.add(entry.id);
        const viewOnly = grant.onlyView?.includes(key);
        for (const button of entry.buttons) if (!viewOnly || button.key.endsWith('_btn_export')) granted.add(button.id);
      }
      if (granted.size > 0) await tx.insert(roleResources).values([...granted].map((resourceId) => ({ roleId, resourceId })));
    }

    await tx.insert(sysParams).values(SYS_PARAMS.map((p) => ({ ...p, img: p.img ?? null, isPublic: true })));
    await tx.insert(messageTypes).values(MESSAGE_TYPES.map((t, sort) => ({ ...t, sort })));

    const orgIds = options.demo ? await insertOrgs(tx as unknown as Db, ORG_TREE, null, 0) : new Map<string, string>();
    const [admin] = await tx
      .insert(accounts)
      .values({
        humancode: 'admin',
        humanname: '系统管理员',
        passwordHash: await hashPassword(adminPassword),
        identity: 'staff',
        organizationId: orgIds.get('FHU') ?? null,
      })
      .returning({ id: accounts.id });
    await tx.insert(accountRoles).values([
      { accountId: admin!.id, roleId: roleIds.get('admin')!, isDefault: true },
      { accountId: admin!.id, roleId: roleIds.get('teacher')!, isDefault: false },
    ]);

    if (options.demo) {
      // One hash for every demo account: they share a password by design, and it keeps the first start quick.
      const demoHash = await hashPassword(demoPassword);
      if (!options.demoPassword) result.generatedDemoPassword = demoPassword;
      for (const [i, person] of PEOPLE.entries()) {
        const [row] = await tx
          .insert(accounts)
          .values({
            humancode: person.humancode,
            humanname: person.humanname,
            passwordHash: demoHash,
            identity: person.identity,
            sex: person.sex,
            mobile: person.mobile ?? null,
            email: `${person.humancode}@flowhall.example`,
            organizationId: orgIds.get(person.org) ?? null,
            displayorder: i + 1,
          })
          .returning({ id: accounts.id });
        await tx.insert(accountRoles).values(
          person.roles.map((code, j) => ({ accountId: row!.id, roleId: roleIds.get(code)!, isDefault: j === 0 })),
        );
        result.demoAccounts.push(person.humancode);
      }
      if (options.entities) await insertEntityRows(tx as unknown as Db, options.entities);
    }
  });
  if (options.demo) await seedSampleProcess(db);
  return result;
}

interface MenuEntry {
  id: string;
  buttons: { key: string; id: string }[];
}

async function insertMenus(db: Db, nodes: MenuSeed[], parentId: string | null, into = new Map<string, MenuEntry>()) {
  for (const [sort, node] of nodes.entries()) {
    const [row] = await db
      .insert(resources)
      .values({
        parentId,
        type: node.type ?? 0,
        label: node.label,
        labelEn: node.labelEn,
        path: node.path ?? null,
        icon: node.icon ?? null,
        component: node.entity ? `entity:${node.entity}` : null,
        permission: node.permission ?? null,
        isAuth: node.isAuth ?? true,
        isTab: node.isTab ?? true,
        sort,
      })
      .returning({ id: resources.id });
    const id = row!.id;
    if (node.type === 1) {
      into.get(parentKey(into, parentId) ?? '')?.buttons.push({ key: node.key, id });
      continue;
    }
    into.set(node.key, { id, buttons: [] });
    if (node.children) await insertMenus(db, node.children, id, into);
  }
  return into;
}

function parentKey(entries: Map<string, MenuEntry>, parentId: string | null): string | undefined {
  for (const [key, entry] of entries) if (entry.id === parentId) return key;
  return undefined;
}

async function insertOrgs(db: Db, node: OrgSeed, parentId: string | null, order: number, into = new Map<string, string>()) {
  const [row] = await db
    .insert(organizations)
    .values({ parentId, code: node.code, name: node.name, orgType: node.orgType, orgHeadHumaCode: node.head ?? null, displayorder: order })
    .returning({ id: organizations.id });
  into.set(node.code, row!.id);
  for (const [i, child] of (node.children ?? []).entries()) await insertOrgs(db, child, row!.id, i, into);
  return into;
}

async function insertEntityRows(db: Db, entities: EntityRegistry) {
  for (const [name, rows] of Object.entries(ENTITY_ROWS)) {
    const runtime = entities.get(name);
    if (!runtime) continue;
    const defaults = Object.fromEntries(
      Object.entries(runtime.schema.fields).filter(([, f]) => f.default !== undefined).map(([k, f]) => [k, f.default]),
    );
    const now = new Date();
    await db.insert(runtime.table).values(
      rows.map((row) => ({
        id: crypto.randomUUID(),
        ...defaults,
        ...row,
        createdAt: now,
        updatedAt: now,
      })) as never,
    );
  }
}
