/** User selector: the value is the list of chosen users [{id, humancode, humanname}]; one entry when multiple is off. */
import { fieldOptions, invalid, isEmptyList } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export interface ChosenPerson {
  id: string;
  humancode?: string;
  humanname?: string;
}

function toPerson(item: unknown): ChosenPerson | undefined {
  if (typeof item === 'string' || typeof item === 'number') return { id: String(item) };
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  if (typeof record.id !== 'string' && typeof record.id !== 'number') return undefined;
  const person: ChosenPerson = { id: String(record.id) };
  if (typeof record.humancode === 'string') person.humancode = record.humancode;
  if (typeof record.humanname === 'string') person.humanname = record.humanname;
  return person;
}

export const model: WidgetModel = {
  type: 'person',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: [], multiple: true, roleFilter: [] }),
  emptyValue: () => [],
  isEmpty: isEmptyList,
  coerce(value, options, context) {
    if (value === null || value === undefined || value === '') return { value: [] };
    const list = Array.isArray(value) ? value : [value];
    if (list.length > 500) return invalid(context);
    const people = list.map(toPerson);
    if (people.some((person) => person === undefined)) return invalid(context);
    if (options.multiple === false && people.length > 1) return invalid(context);
    return { value: people };
  },
};
