/**
 * Turning form values into source text safely: every user text (labels, option labels, names, CSS,
 * patterns) reaches generated code through these, so a quote or `</script>` in a label cannot break
 * out of the string or the markup it sits in.
 */

/** A single-quoted JavaScript string literal, also safe inside a double-quoted HTML attribute and a script element. */
export function jsString(value: string): string {
  let out = "'";
  for (const char of value) {
    switch (char) {
      case '\\': out += '\\\\'; break;
      case "'": out += "\\'"; break;
      case '"': out += '\\x22'; break;
      case '<': out += '\\x3c'; break;
      case '>': out += '\\x3e'; break;
      case '&': out += '\\x26'; break;
      case '\n': out += '\\n'; break;
      case '\r': out += '\\r'; break;
      case '\t': out += '\\t'; break;
      case '\u2028': out += '\\u2028'; break;
      case '\u2029': out += '\\u2029'; break;
      default: out += char.charCodeAt(0) < 0x20 ? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}` : char;
    }
  }
  return `${out}'`;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

/** `base.name`, or `base['na-me']` when the name is no identifier. */
export function access(base: string, name: string): string {
  return isIdentifier(name) ? `${base}.${name}` : `${base}[${jsString(name)}]`;
}

/** An identifier derived from a name (for constants): letters, digits and _ kept, the rest dropped. */
export function identifierFrom(name: string, fallback: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_$]/g, '_').replace(/^_+|_+$/g, '');
  const id = cleaned === '' ? fallback : cleaned;
  return /^[0-9]/.test(id) ? `_${id}` : id;
}

/**
 * A JavaScript literal of a JSON-like value (strings single-quoted and escaped as jsString does,
 * identifier keys unquoted), indented by `margin` spaces from the second line on.
 */
const pad = (n: number): string => ' '.repeat(n);

export function jsValue(value: unknown, margin = 0, step = 2): string {
  const go = (item: unknown, depth: number): string => {
    if (item === null || item === undefined) return 'null';
    if (typeof item === 'string') return jsString(item);
    if (typeof item === 'number') return Number.isFinite(item) ? String(item) : 'null';
    if (typeof item === 'boolean') return String(item);
    if (item instanceof RegExp) return `new RegExp(${jsString(item.source)}, ${jsString(item.flags)})`;
    const inner = pad(margin + (depth + 1) * step);
    const outer = pad(margin + depth * step);
    if (Array.isArray(item)) {
      if (item.length === 0) return '[]';
      if (item.every((x) => x === null || typeof x !== 'object')) return `[${item.map((x) => go(x, depth + 1)).join(', ')}]`;
      return `[\n${item.map((x) => inner + go(x, depth + 1)).join(',\n')},\n${outer}]`;
    }
    if (typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>).filter(([, v]) => v !== undefined);
      if (entries.length === 0) return '{}';
      const key = (k: string) => (isIdentifier(k) ? k : jsString(k));
      if (entries.every(([, v]) => v === null || typeof v !== 'object') && entries.length <= 3) {
        return `{ ${entries.map(([k, v]) => `${key(k)}: ${go(v, depth + 1)}`).join(', ')} }`;
      }
      return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${go(v, depth + 1)}`).join(',\n')},\n${outer}}`;
    }
    return 'null';
  };
  return go(value, 0);
}

/** Text or an attribute value escaped for HTML (and Vue templates, which decode the same entities). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Indents every non-empty line by n spaces. */
export function indent(text: string, n: number): string {
  const spaces = ' '.repeat(n);
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : spaces + line))
    .join('\n');
}

/** Joins markup pieces, one per line, dropping empty ones. */
export function lines(...pieces: ReadonlyArray<string | false | null | undefined>): string {
  return pieces.filter((piece): piece is string => typeof piece === 'string' && piece !== '').join('\n');
}
