/**
 * Loads the entity files, validates each against the meta-schema and the cross-checks, and prepares
 * what the runtime needs (table, validators). A broken file stops the server with its path and key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { PgTable } from 'drizzle-orm/pg-core';
import { entityMetaSchema } from '../../schemas/entity/meta-schema.ts';
import { checkEntity } from '../../schemas/entity/check.ts';
import { editBodySchema, pageSchema } from '../../schemas/entity/json-schema.ts';
import type { EntitySchema } from '../../schemas/entity/types.ts';
import { checkCoreColumns, tableFor } from './tables.ts';

export const entitiesFolder = fileURLToPath(new URL('../../entities', import.meta.url));

export interface EntityRuntime {
  schema: EntitySchema;
  file: string;
  table: PgTable;
  validateCreate: ValidateFunction;
  validateUpdate: ValidateFunction;
  validatePage: ValidateFunction;
}

export class EntitySchemaError extends Error {
  constructor(
    readonly file: string,
    readonly problems: { key: string; message: string }[],
  ) {
    super(`Invalid entity schema ${file}:\n${problems.map((p) => `  - ${p.key}: ${p.message}`).join('\n')}`);
    this.name = 'EntitySchemaError';
  }
}

// ajv-formats is published as CommonJS with a default export property.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
  addFormats(ajv);
  return ajv;
}

/**
 * The dotted key a meta-schema error is about. For an unknown or a missing key that is the key itself,
 * not its parent: a typo such as `serach` used to be reported as "(root)".
 */
function ajvPath(error: ErrorObject): string {
  const params = error.params as { additionalProperty?: string; missingProperty?: string };
  const own = error.keyword === 'additionalProperties' ? params.additionalProperty : error.keyword === 'required' ? params.missingProperty : undefined;
  const pointer = own === undefined ? error.instancePath : `${error.instancePath}/${own}`;
  return pointer.replace(/^\//, '').replaceAll('/', '.') || '(root)';
}

export function loadEntityFiles(folders: readonly string[] = [entitiesFolder]): { file: string; schema: EntitySchema }[] {
  const metaValidate = createAjv().compile(entityMetaSchema);
  const loaded: { file: string; schema: EntitySchema }[] = [];
  for (const folder of folders) {
    for (const name of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
      const file = join(folder, name);
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new EntitySchemaError(file, [{ key: '(file)', message: `not valid JSON: ${(error as Error).message}` }]);
      }
      if (!metaValidate(parsed)) {
        throw new EntitySchemaError(
          file,
          (metaValidate.errors ?? []).map((e) => ({ key: ajvPath(e), message: `${e.message ?? e.keyword} ${JSON.stringify(e.params)}` })),
        );
      }
      const schema = parsed as EntitySchema;
      if (basename(name, '.json') !== schema.name) {
        throw new EntitySchemaError(file, [{ key: 'name', message: `must equal the file name "${basename(name, '.json')}"` }]);
      }
      loaded.push({ file, schema });
    }
  }
  return loaded;
}

export class EntityRegistry {
  readonly byName = new Map<string, EntityRuntime>();

  constructor(files: { file: string; schema: EntitySchema }[]) {
    const known = new Set(files.map((f) => f.schema.name));
    const ajv = createAjv();
    for (const { file, schema } of files) {
      if (this.byName.has(schema.name)) throw new EntitySchemaError(file, [{ key: 'name', message: `duplicate entity "${schema.name}"` }]);
      const problems = [...checkEntity(schema, known), ...checkCoreColumns(schema)];
      if (problems.length > 0) throw new EntitySchemaError(file, problems);
      this.byName.set(schema.name, {
        schema,
        file,
        table: tableFor(schema),
        validateCreate: ajv.compile(editBodySchema(schema, 'create')),
        validateUpdate: ajv.compile(editBodySchema(schema, 'update')),
        validatePage: ajv.compile(pageSchema(schema)),
      });
    }
  }

  get(name: string): EntityRuntime | undefined {
    return this.byName.get(name);
  }

  all(): EntityRuntime[] {
    return [...this.byName.values()];
  }

  /** Entities with a field referring to `name`, for the delete check. */
  referrersOf(name: string): { runtime: EntityRuntime; field: string }[] {
    const found: { runtime: EntityRuntime; field: string }[] = [];
    for (const runtime of this.byName.values()) {
      for (const [key, field] of Object.entries(runtime.schema.fields)) if (field.ref?.entity === name) found.push({ runtime, field: key });
    }
    return found;
  }
}
