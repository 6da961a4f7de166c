/**
 * Entity files are validated at start-up: every shipped file (and the test fixture) passes the
 * meta-schema and the cross-checks, and a broken copy is refused with an EntitySchemaError that names
 * the file's path and the offending key.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createAjv, EntityRegistry, EntitySchemaError, entitiesFolder, loadEntityFiles } from '../../src/server/entity/registry.ts';
import { entityDdl } from '../../src/server/entity/tables.ts';
import { answeredOnlyKeys, editBodySchema, pageSchema, queryParamSchema, recordSchema } from '../../src/schemas/entity/json-schema.ts';
import { writableFields, type EntitySchema } from '../../src/schemas/entity/types.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { stringFor, valueFor } from '../support/entity-values.ts';

const fixtures = fileURLToPath(new URL('../fixtures/entities', import.meta.url));
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** Puts a copy of src/entities in a temp folder; answers the folder. */
function copyOfEntities(): string {
  const folder = mkdtempSync(join(tmpdir(), 'flowhall-entities-'));
  temps.push(folder);
  cpSync(entitiesFolder, folder, { recursive: true });
  return folder;
}

/** A copy of src/entities with one file changed; answers the folder and that file's path. */
function brokenCopy(name: string, mutate: (schema: EntitySchema) => void): { folder: string; file: string } {
  const folder = copyOfEntities();
  const file = join(folder, `${name}.json`);
  const schema = JSON.parse(readFileSync(file, 'utf8')) as EntitySchema;
  mutate(schema);
  writeFileSync(file, JSON.stringify(schema, null, 2));
  return { folder, file };
}

/** The same object, seen as a bag of keys (to write what the types forbid). */
const loose = (value: object) => value as Record<string, unknown>;

/** Each key's messages, joined (a key can have several problems). */
function messagesByKey(problems: { key: string; message: string }[]): Record<string, string> {
  const byKey: Record<string, string> = {};
  for (const { key, message } of problems) byKey[key] = byKey[key] ? `${byKey[key]}; ${message}` : message;
  return byKey;
}

type Startup = { accepted: number } | { file: string; keys: string[]; text: string; messages: Record<string, string> };

/** Runs what the server runs at start-up: answers how many entities were accepted, or the EntitySchemaError's report. */
function startup(folders: string[]): Startup {
  try {
    return { accepted: new EntityRegistry(loadEntityFiles(folders)).all().length };
  } catch (error) {
    if (!(error instanceof EntitySchemaError)) throw error;
    return { file: error.file, keys: error.problems.map((p) => p.key), text: error.message, messages: messagesByKey(error.problems) };
  }
}

/** The report of a refused file: it names the file's path and the offending key (with a message). */
function refusedAt(file: string, key: string, message?: RegExp) {
  return {
    file,
    keys: expect.arrayContaining([key]),
    text: expect.stringContaining(`Invalid entity schema ${file}:`),
    messages: expect.objectContaining({ [key]: expect.stringMatching(message ?? /./) }),
  };
}

describe('the shipped entity files', () => {
  const files = loadEntityFiles();

  it('all load and pass the cross-checks', () => {
    expect(files.length).toBeGreaterThanOrEqual(22);
    const registry = new EntityRegistry(files);
    expect(registry.all().map((r) => r.schema.name).sort()).toEqual(files.map((f) => f.schema.name).sort());
    for (const runtime of registry.all()) {
      expect(runtime.file).toBe(join(entitiesFolder, `${runtime.schema.name}.json`));
      expect(typeof runtime.validateCreate).toBe('function');
    }
  });

  it('include every administration screen the issue lists', () => {
    const names = new Set(files.map((f) => f.schema.name));
    for (const name of [
      'sytPermissionAccount',
      'sytPermissionRole',
      'sytPermissionResources',
      'sytSysOrganization',
      'sytRollBanner',
      'oauthClientDetails',
      'sytSysParam',
      'bpmFlowListener',
      'bpmFlowListenerParam',
      'bpmFormVariable',
      'bpmOrgAttribute',
      'bpmOrgAttributeConfig',
      'bpmExpression',
      'bpmTaskButton',
      'sytDispatchingCenter',
      'sytElectronicSeal',
      'sytCodeJslxb',
      'sytDesktop',
      'sytServiceCenter',
      'sytMessageSend',
      'sytMessageType',
      'sytAuditLog',
    ]) {
      expect(names.has(name), `${name}`).toBe(true);
    }
  });

  it('never answer password hashes or secrets', () => {
    const account = files.find((f) => f.schema.name === 'sytPermissionAccount')!.schema;
    expect(account.fields.passwordHash?.hidden).toBe(true);
    const client = files.find((f) => f.schema.name === 'oauthClientDetails')!.schema;
    expect(client.fields.clientSecretHash?.hidden).toBe(true);
  });

  it('the test fixture loads beside them', () => {
    const registry = new EntityRegistry(loadEntityFiles([entitiesFolder, fixtures]));
    expect(registry.get('testGadget')?.file).toBe(join(fixtures, 'testGadget.json'));
    expect(registry.referrersOf('testGadgetKind').map((r) => `${r.runtime.schema.name}.${r.field}`)).toEqual(['testGadget.kindId']);
  });

  it('every declared pattern has a value the tests can write', () => {
    for (const { schema } of [...files, ...loadEntityFiles([fixtures])]) {
      for (const [key, field] of writableFields(schema).filter(([, f]) => f.pattern)) {
        const value = stringFor(key, field);
        expect(new RegExp(field.pattern!, 'u').test(value), `${schema.name}.${key}: ${value}`).toBe(true);
      }
    }
  });
});

describe('a broken entity file is refused with its path and the offending key', () => {
  it('an unknown field in list.columns', () => {
    const { folder, file } = brokenCopy('sytRollBanner', (s) => {
      s.list.columns[1]!.field = 'subtitle';
    });
    const report = startup([folder]);
    expect(report).toEqual(refusedAt(file, 'list.columns[1].field', /unknown field "subtitle"/));
    expect((report as { text: string }).text).toContain('  - list.columns[1].field: unknown field "subtitle"');
  });

  it('a bad field type', () => {
    const { folder, file } = brokenCopy('sytSysParam', (s) => {
      s.fields.value!.type = 'varchar' as never;
    });
    expect(startup([folder])).toEqual(refusedAt(file, 'fields.value.type', /allowed values/));
  });

  it('an unknown key in a field and at the top level name that key', () => {
    const field = brokenCopy('sytSysParam', (s) => {
      loose(s.fields.value!).colour = 'red';
    });
    expect(startup([field.folder])).toEqual(refusedAt(field.file, 'fields.value.colour', /additional properties/));
    const top = brokenCopy('sytDesktop', (s) => {
      loose(s).serach = s.search;
    });
    expect(startup([top.folder])).toEqual(refusedAt(top.file, 'serach'));
  });

  it('a missing required key', () => {
    const { folder, file } = brokenCopy('bpmExpression', (s) => {
      delete loose(s.fields.expressionName!).label;
    });
    expect(startup([folder])).toEqual(refusedAt(file, 'fields.expressionName.label', /required/));
  });

  it('an unknown search operator, and a search on an unknown field', () => {
    const op = brokenCopy('bpmTaskButton', (s) => {
      s.search![0]!.op = 'regex' as never;
    });
    expect(startup([op.folder])).toEqual(refusedAt(op.file, 'search.0.op'));
    const field = brokenCopy('bpmTaskButton', (s) => {
      s.search!.push({ field: 'colour', op: 'like' });
    });
    expect(startup([field.folder])).toEqual(refusedAt(field.file, 'search[1].field', /unknown field "colour"/));
  });

  it('a sort, tree, soft-delete, state, form or label field that does not exist', () => {
    const cases: [string, (s: EntitySchema) => void, string][] = [
      ['sytServiceCenter', (s) => void (s.list.defaultSort!.field = 'nope'), 'list.defaultSort.field'],
      ['sytSysOrganization', (s) => void (s.tree!.parentField = 'mother'), 'tree.parentField'],
      ['sytPermissionAccount', (s) => void (s.softDelete!.field = 'gone'), 'softDelete.field'],
      ['sytRollBanner', (s) => void (s.stateField = 'mood'), 'stateField'],
      ['sytRollBanner', (s) => void (s.form = { order: ['title', 'ghost'] }), 'form.order[1]'],
      ['sytRollBanner', (s) => void (s.labelField = 'caption'), 'labelField'],
    ];
    for (const [name, mutate, key] of cases) {
      const { folder, file } = brokenCopy(name, mutate);
      expect(startup([folder]), `${name} ${key}`).toEqual(refusedAt(file, key, /unknown field/));
    }
  });

  it('a lazy tree call that is neither queryList nor an alias of it', () => {
    const { folder, file } = brokenCopy('sytSysOrganization', (s) => {
      s.tree!.lazyCall = 'treeListJsonArray';
    });
    expect(startup([folder])).toEqual(refusedAt(file, 'tree.lazyCall', /neither queryList nor an alias/));
  });

  it('a soft-delete flag that is not boolean', () => {
    const { folder, file } = brokenCopy('sytRollBanner', (s) => {
      s.softDelete = { field: 'title' };
    });
    expect(startup([folder])).toEqual(refusedAt(file, 'softDelete.field', /boolean/));
  });

  it('a master field that is not a reference field', () => {
    const { folder, file } = brokenCopy('bpmOrgAttributeConfig', (s) => {
      s.list.master = { field: 'humancode' };
    });
    expect(startup([folder])).toEqual(refusedAt(file, 'list.master.field', /not a reference field/));
  });

  it('a row link filled from an unknown field, or to a path that is not an app path', () => {
    const field = brokenCopy('bpmForm', (s) => {
      s.rowLinks = [{ label: { zh: '设计', en: 'Design' }, path: '/bpm/form/formEdit', query: { formId: 'formKey' } }];
    });
    expect(startup([field.folder])).toEqual(refusedAt(field.file, 'rowLinks[0].query.formId', /unknown field "formKey"/));
    const path = brokenCopy('bpmForm', (s) => {
      s.rowLinks = [{ label: { zh: '设计', en: 'Design' }, path: '//evil.example/x' }];
    });
    expect(startup([path.folder])).toEqual(refusedAt(path.file, 'rowLinks.0.path'));
  });

  it('a reference to an unknown entity', () => {
    const { folder, file } = brokenCopy('sytElectronicSeal', (s) => {
      s.fields.organizationId!.ref!.entity = 'sytNoSuchThing';
    });
    expect(startup([folder])).toEqual(refusedAt(file, 'fields.organizationId.ref.entity', /sytNoSuchThing/));
  });

  it('an invalid regular expression, a field named like a system field, a hidden unique field', () => {
    const pattern = brokenCopy('bpmFormVariable', (s) => {
      s.fields.name!.pattern = '^[A-Z';
    });
    expect(startup([pattern.folder])).toEqual(refusedAt(pattern.file, 'fields.name.pattern', /regular expression/));
    const system = brokenCopy('bpmFormVariable', (s) => {
      s.fields.createdAt = { type: 'datetime', label: { zh: '时间', en: 'Time' } };
    });
    expect(startup([system.folder])).toEqual(refusedAt(system.file, 'fields.createdAt', /system field/));
    const hidden = brokenCopy('oauthClientDetails', (s) => {
      s.fields.clientSecretHash!.unique = true;
    });
    expect(startup([hidden.folder])).toEqual(refusedAt(hidden.file, 'fields.clientSecretHash', /hidden field cannot be unique/));
  });

  it('a field of a core table that the table does not have, or maps elsewhere', () => {
    const missing = brokenCopy('sytPermissionAccount', (s) => {
      s.fields.nickname = { type: 'string', label: { zh: '昵称', en: 'Nickname' } };
    });
    expect(startup([missing.folder])).toEqual(refusedAt(missing.file, 'fields.nickname', /no column/));
    const column = brokenCopy('sytPermissionAccount', (s) => {
      s.fields.humanname!.column = 'full_name';
    });
    expect(startup([column.folder])).toEqual(refusedAt(column.file, 'fields.humanname.column', /human_?name/));
  });

  it('bad names: a table that is not an SQL name, a permission code with spaces, an unknown action', () => {
    const table = brokenCopy('sytDesktop', (s) => {
      s.table = 'syt_desktop; drop table x';
    });
    expect(startup([table.folder])).toEqual(refusedAt(table.file, 'table', /pattern/));
    const permission = brokenCopy('sytDesktop', (s) => {
      s.permissions.view = 'sys desktop view';
    });
    expect(startup([permission.folder])).toEqual(refusedAt(permission.file, 'permissions.view', /pattern/));
    const action = brokenCopy('sytDesktop', (s) => {
      loose(s.permissions).approve = 'sys_desktop_approve';
    });
    expect(startup([action.folder])).toEqual(refusedAt(action.file, 'permissions'));
  });

  it('a name that differs from the file name, a duplicate entity, a file that is not JSON', () => {
    const renamed = brokenCopy('sytDesktop', (s) => {
      s.name = 'sytDesktops';
    });
    expect(startup([renamed.folder])).toEqual(refusedAt(renamed.file, 'name', /sytDesktop/));
    const duplicate = mkdtempSync(join(tmpdir(), 'flowhall-entities-'));
    temps.push(duplicate);
    cpSync(join(entitiesFolder, 'sytDesktop.json'), join(duplicate, 'sytDesktop.json'));
    expect(startup([entitiesFolder, duplicate])).toEqual(refusedAt(join(duplicate, 'sytDesktop.json'), 'name', /duplicate/));
    const text = copyOfEntities();
    writeFileSync(join(text, 'sytDesktop.json'), '{ "name": "sytDesktop", ');
    expect(startup([text])).toEqual(refusedAt(join(text, 'sytDesktop.json'), '(file)', /not valid JSON/));
  });

  it('an untouched copy is accepted', () => {
    expect(startup([copyOfEntities()])).toEqual({ accepted: loadEntityFiles().length });
  });

  it('the server refuses to start with a broken extra folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'flowhall-entities-'));
    temps.push(folder);
    const gadget = JSON.parse(readFileSync(join(fixtures, 'testGadget.json'), 'utf8'));
    gadget.list.columns.push({ field: 'weight', sortable: true });
    writeFileSync(join(folder, 'testGadget.json'), JSON.stringify(gadget));
    cpSync(join(fixtures, 'testGadgetKind.json'), join(folder, 'testGadgetKind.json'));
    // The registry is built before the database is touched: a database that fails every call proves it.
    const database = new Proxy({}, { get: () => { throw new Error('the database was used'); } }) as unknown as Database;
    const started = buildApp({ ...loadConfig({}), webRoot: undefined }, database, { entityFolders: [folder] });
    await expect(started).rejects.toBeInstanceOf(EntitySchemaError);
    await expect(started).rejects.toThrow(join(folder, 'testGadget.json'));
    await expect(started).rejects.toThrow(/list\.columns\[7\]\.field: unknown field "weight"/);
  });
});

describe('derived schemas', () => {
  const gadget: EntitySchema = JSON.parse(readFileSync(join(fixtures, 'testGadget.json'), 'utf8'));
  const ajv = createAjv();

  it('the create body needs the required fields without a default, refuses unknown and server-set fields', () => {
    const create = ajv.compile(recordSchema(gadget, 'create'));
    expect(create({ code: 'A1', name: 'x' })).toBe(true);
    expect(create({ code: 'A1' })).toBe(false);
    expect(create({ code: 'A1', name: 'x', delFlag: true })).toBe(false);
    expect(create({ code: 'A1', name: 'x', other: 1 })).toBe(false);
    expect(create({ code: 'A1', name: 'x', quantity: null, releasedAt: null, secret: 'w' })).toBe(true);
    expect(create({ code: 'A1', name: null })).toBe(false);
    const update = ajv.compile(recordSchema(gadget, 'update'));
    expect(update({ id: 'x' })).toBe(true);
    expect(update({ name: 'x' })).toBe(false);
  });

  it('the edit body also admits the keys reads answer (read-only fields, timestamps, labels, tree keys), any value, and nothing else', () => {
    expect(answeredOnlyKeys(gadget).sort()).toEqual(['$labels', 'children', 'createdAt', 'delFlag', 'hasChildren', 'updatedAt']);
    const echoed = { code: 'A1', name: 'x', delFlag: 'anything', createdAt: 1, updatedAt: null, $labels: {}, children: [], hasChildren: true };
    expect(ajv.compile(editBodySchema(gadget, 'create'))(echoed)).toBe(true);
    expect(ajv.compile(editBodySchema(gadget, 'update'))({ ...echoed, id: 'x' })).toBe(true);
    expect(ajv.compile(editBodySchema(gadget, 'create'))({ ...echoed, other: 1 })).toBe(false);
    expect(ajv.compile(editBodySchema(gadget, 'create'))({ ...echoed, name: 1 })).toBe(false);
    // The edit dialog renders recordSchema: it offers no field for them.
    expect(Object.keys((recordSchema(gadget, 'update') as { properties: object }).properties)).not.toContain('delFlag');
  });

  it('queryParam admits only the declared search fields, each in its operator shape', () => {
    const schema = queryParamSchema(gadget) as { properties: Record<string, unknown>; additionalProperties: boolean };
    expect(Object.keys(schema.properties).sort()).toEqual(['active', 'code', 'kindId', 'name', 'parentId', 'quantity', 'releasedAt', 'status']);
    expect(schema.additionalProperties).toBe(false);
    const page = ajv.compile(pageSchema(gadget));
    expect(page({ queryParam: { status: ['live'], quantity: [1, null], releasedAt: ['2026-01-01T00:00:00Z'] } })).toBe(true);
    expect(page({ queryParam: { status: 'live' } })).toBe(false);
    expect(page({ sort: { field: 'status' } })).toBe(false);
    expect(page({ sort: { field: 'code', order: 'desc' } })).toBe(true);
  });

  it('a createdAt range is typed as instants', () => {
    const audit = loadEntityFiles().find((f) => f.schema.name === 'sytAuditLog')!.schema;
    const page = ajv.compile(pageSchema(audit));
    expect(page({ queryParam: { createdAt: ['2026-01-01T00:00:00Z', null] } })).toBe(true);
    expect(page({ queryParam: { createdAt: ['yesterday', null] } })).toBe(false);
  });

  it('the DDL of a derived table quotes its names and indexes what is searched, sorted, unique or referenced', () => {
    const ddl = entityDdl(gadget).join(';\n');
    expect(ddl).toContain('create table if not exists "test_gadget"');
    expect(ddl).toContain('add column if not exists "released_at" timestamp with time zone');
    expect(ddl).toContain('create unique index if not exists "test_gadget_code_uq" on "test_gadget" ("code")');
    for (const column of ['name', 'quantity', 'parent_id', 'kind_id', 'status']) expect(ddl).toContain(`"test_gadget_${column}_ix"`);
    expect(ddl).not.toContain('"test_gadget_secret_ix"');
    // Core tables are migrated by hand, never by the runtime.
    expect(entityDdl(loadEntityFiles().find((f) => f.schema.name === 'sytPermissionAccount')!.schema)).toEqual([]);
  });

  it('generated values are valid for every shipped create schema', () => {
    for (const { schema } of loadEntityFiles()) {
      if (schema.readOnly) continue;
      const create = ajv.compile(recordSchema(schema, 'create'));
      const body = Object.fromEntries(writableFields(schema).map(([key, field]) => [key, field.ref ? 'some-id' : valueFor(key, field, 0, schema.name)]));
      expect(create(body), `${schema.name}: ${JSON.stringify(create.errors)}`).toBe(true);
    }
  });
});
