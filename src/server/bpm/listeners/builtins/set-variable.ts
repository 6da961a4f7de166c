/** builtin:setVariable — sets `name` to `value`, and/or every entry of the JSON object `variables`. */
import { FORBIDDEN_NAMES } from '../../../../schemas/expression/index.ts';
import { fail } from '../../../http/errors.ts';
import { textParam } from '../params.ts';
import type { BuiltinListener } from '../types.ts';

const NAME = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** A name a listener may set: an identifier, never a prototype key. */
export function checkVariableName(name: string): string {
  if (!NAME.test(name) || FORBIDDEN_NAMES.has(name)) throw fail(`变量名「${name}」无效`, `invalid variable name "${name}"`);
  return name;
}

export const setVariable: BuiltinListener = {
  name: 'setVariable',
  params: [
    { name: 'name', description: 'variable name' },
    { name: 'value', description: 'value (an expression field keeps its type, e.g. ${days * 2})' },
    { name: 'variables', description: 'a JSON object of several variables' },
  ],
  async run(context, params) {
    const name = textParam(params, 'name');
    let wrote = false;
    if (name) {
      context.setVariable(checkVariableName(name), Object.hasOwn(params, 'value') ? params.value : null);
      wrote = true;
    }
    const many = Object.hasOwn(params, 'variables') ? params.variables : undefined;
    if (many !== undefined && many !== null && many !== '') {
      let object: unknown = many;
      if (typeof many === 'string') {
        try {
          object = JSON.parse(many);
        } catch {
          throw fail('参数 variables 不是 JSON 对象', 'the variables parameter is not a JSON object');
        }
      }
      if (typeof object !== 'object' || object === null || Array.isArray(object)) {
        throw fail('参数 variables 不是 JSON 对象', 'the variables parameter is not a JSON object');
      }
      for (const [key, value] of Object.entries(object)) context.setVariable(checkVariableName(key), value);
      wrote = true;
    }
    if (!wrote) throw fail('setVariable 监听器需要参数 name 或 variables', 'the setVariable listener needs a name or variables parameter');
  },
};
