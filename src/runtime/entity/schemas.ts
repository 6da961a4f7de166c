/** The entity files, loaded on demand in the browser: the same JSON the server reads. */
import type { EntitySchema } from '../../schemas/entity/types.ts';

const files = import.meta.glob<{ default: EntitySchema }>('../../entities/*.json');

export async function loadEntitySchema(name: string): Promise<EntitySchema | undefined> {
  const loader = files[`../../entities/${name}.json`];
  return loader ? (await loader()).default : undefined;
}
