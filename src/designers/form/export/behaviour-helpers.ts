/**
 * The small functions the generated code of a form with behaviour carries (linkage, calculations,
 * day counts, string templates, the VForm-style API event scripts call). Written once with type
 * annotations in marker comments: `/*:T*\/` is `: T` and `/*as T*\/` is ` as T` in the React (TypeScript)
 * export and nothing in the JavaScript ones, so every target runs the same code. ES2017, no library.
 * The semantics are the renderer's (src/schemas/form/calculations.ts, linkage.ts): empty operands are
 * 0, a non-number makes the result empty, day counts are inclusive, equality is loose.
 */

const SOURCE = String.raw`
function num(v/*:unknown*/)/*:number*/ {
  if (v === null || v === undefined || v === '') return 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i.test(v)) return Number(v);
  return NaN;
}
function finish(v/*:number | null*/)/*:number | null*/ {
  return v !== null && isFinite(v) ? parseFloat(v.toPrecision(15)) : null;
}
function rowsOf(v/*:unknown*/)/*:Record<string, unknown>[]*/ {
  return Array.isArray(v) ? v.filter((row) => row !== null && typeof row === 'object') : [];
}
function sumRows(rows/*:Record<string, unknown>[]*/, each/*:(row: Record<string, unknown>) => number | null*/)/*:number | null*/ {
  let sum = 0;
  for (const row of rows) {
    const value = each(row);
    if (value === null) return null;
    sum += value;
  }
  return finish(sum);
}
function columnSum(rows/*:Record<string, unknown>[]*/, name/*:string*/)/*:number*/ {
  let sum = 0;
  for (const row of rows) sum += num(row[name]);
  return sum;
}
function text(v/*:unknown*/)/*:string*/ {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(text).filter((part) => part !== '').join(',');
  if (typeof v === 'object') {
    const record = v/*as Record<string, unknown>*/;
    for (const key of ['label', 'name', 'title', 'value']) {
      const part = record[key];
      if (typeof part === 'string' || typeof part === 'number') return String(part);
    }
  }
  return '';
}
function dayNo(v/*:unknown*/)/*:number | null*/ {
  let day = v;
  if (v instanceof Date) day = v.getFullYear() + '-' + (v.getMonth() + 1) + '-' + v.getDate();
  else if (v !== null && typeof v === 'object' && typeof (v/*as { format?: unknown }*/).format === 'function') day = (v/*as { format(pattern: string): string }*/).format('YYYY-MM-DD');
  const match = /^(\d{4})[-/年.](\d{1,2})[-/月.](\d{1,2})/.exec(typeof day === 'string' ? day.trim() : '');
  return match ? Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86400000) : null;
}
function countDays(start/*:unknown*/, end/*:unknown*/, working/*:boolean*/)/*:number | null*/ {
  if (start === null || start === undefined || start === '' || end === null || end === undefined || end === '') return null;
  const from = dayNo(start);
  const to = dayNo(end);
  if (from === null || to === null || to < from) return 0;
  if (!working) return to - from + 1;
  let count = 0;
  // Weekends are days off; a company calendar of holidays is yours to add here.
  for (let n = from; n <= to && n - from < 36600; n++) {
    const weekday = (((n + 4) % 7) + 7) % 7;
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}
function rangeEnd(v/*:unknown*/, index/*:number*/)/*:unknown*/ {
  return Array.isArray(v) && v.length === 2 ? v[index] : null;
}
function loose(a/*:unknown*/, b/*:unknown*/)/*:boolean*/ {
  if (a === b) return true;
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA && emptyB;
  if (typeof a === 'object' || typeof b === 'object') return false;
  return String(a) === String(b);
}
function same(value/*:unknown*/, expected/*:unknown*/)/*:boolean*/ {
  if (Array.isArray(expected)) return Array.isArray(value) && value.length === expected.length && expected.every((item) => value.some((v) => loose(v, item)));
  if (Array.isArray(value)) return value.some((item) => loose(item, expected));
  return loose(value, expected);
}
`;

/** What a field's state may say beyond its schema: hidden (by linkage or a script), required. */
const STATE_SOURCE = String.raw`
function withState(base/*:Record<string, any[]>*/, names/*:string[]*/, stateOf/*:(name: string) => FieldState*/, messages/*:Record<string, string>*/, fallback/*:string*/, custom/*:Record<string, any[]>*/)/*:Record<string, any[]>*/ {
  const out/*:Record<string, any[]>*/ = Object.assign({}, base);
  for (const name of Object.keys(custom)) out[name] = (out[name] || []).concat(custom[name] || []);
  for (const name of names) {
    const state = stateOf(name);
    const own = (out[name] || []).filter((rule) => !rule.required);
    if (state.hidden === true) out[name] = [];
    else if (state.required === true) out[name] = [{ required: true, message: messages[name] || fallback, trigger: 'blur' }].concat(own);
    else if (state.required === false) out[name] = own;
  }
  return out;
}
function makeApi(get/*:(name: string) => unknown*/, set/*:(name: string, value: unknown) => void*/, patch/*:(name: string, state: FieldState) => void*/, all/*:() => Record<string, unknown>*/)/*:{ form: FormApi; refOf(name: string): WidgetRef }*/ {
  const refs/*:Record<string, WidgetRef>*/ = {};
  const list = (names/*:string | string[]*/)/*:string[]*/ => (Array.isArray(names) ? names : [names]);
  const form/*:FormApi*/ = {
    getFieldValue: (name) => get(name),
    setFieldValue: (name, value) => set(name, value),
    getFormData: () => JSON.parse(JSON.stringify(all())),
    setFormData: (values) => Object.keys(values || {}).forEach((name) => set(name, values[name])),
    setHidden: (names, hidden) => list(names).forEach((name) => patch(name, { hidden: hidden !== false })),
    setRequired: (names, required) => list(names).forEach((name) => patch(name, { required: required !== false })),
    getWidgetRef: (name) => refOf(name),
  };
  function refOf(name/*:string*/)/*:WidgetRef*/ {
    const ref = refs[name] || {
      name: name,
      getValue: () => get(name),
      setValue: (value) => set(name, value),
      setHidden: (hidden) => patch(name, { hidden: hidden !== false }),
      setRequired: (required) => patch(name, { required: required !== false }),
      getWidgetRef: (other) => refOf(other),
      getFormRef: () => form,
    };
    refs[name] = ref;
    return ref;
  }
  return { form: form, refOf: refOf };
}
`;

/** The types the React export declares for the API (the JavaScript exports need none). */
export const API_TYPES = `interface FieldState {
  hidden?: boolean;
  required?: boolean;
}
interface FormApi {
  getFieldValue(name: string): any;
  setFieldValue(name: string, value: unknown): void;
  getFormData(): Record<string, any>;
  setFormData(values: Record<string, unknown>): void;
  setHidden(names: string | string[], hidden?: boolean): void;
  setRequired(names: string | string[], required?: boolean): void;
  getWidgetRef(name: string): WidgetRef;
}
interface WidgetRef {
  name: string;
  getValue(): any;
  setValue(value: unknown): void;
  setHidden(hidden?: boolean): void;
  setRequired(required?: boolean): void;
  getWidgetRef(name: string): WidgetRef;
  getFormRef(): FormApi;
}`;

/** Turns the marker comments into TypeScript (typed) or drops them (JavaScript). */
export function typedSource(source: string, typed: boolean): string {
  return source.replace(/\/\*(:|as )([^*]*)\*\//g, (_whole, kind: string, type: string) => (typed ? (kind === ':' ? `: ${type}` : ` as ${type}`) : ''));
}

/** The helpers the calculations and linkage need; with `api`, the field state and script API too. */
export function helperSource(typed: boolean, api: boolean): string {
  return typedSource(SOURCE + (api ? STATE_SOURCE : ''), typed).trim();
}
