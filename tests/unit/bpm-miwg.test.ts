/**
 * The 21 BPMN MIWG reference diagrams (../shared/corpora/bpmn-miwg, beside the repository): each parses
 * with the engine's parser, checkModel answers findings with element ids and reasons (never a throw),
 * and a round trip through the XML layer (bpmn-moddle with the engine vocabulary) loses no element.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseBpmnXml, registerModdleDescriptor, type ModdleElement } from '../../src/server/bpm/model/parse.ts';
import { checkModel } from '../../src/server/bpm/model/lint.ts';
import { ENGINE_DESCRIPTOR, ENGINE_PREFIX } from '../../src/schemas/bpmn/index.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const corpus = join(repoRoot, '../shared/corpora/bpmn-miwg');
const files = existsSync(corpus) ? readdirSync(corpus).filter((f) => f.endsWith('.bpmn')).sort() : [];

if (files.length === 0) console.warn(`bpm-miwg: skipped, corpus not found at ${corpus}`);

beforeAll(() => {
  registerModdleDescriptor(ENGINE_PREFIX, ENGINE_DESCRIPTOR as never);
});

/** Every model element reachable from the root, as `type#id` (or `type` for elements without id), counted. */
function inventory(root: ModdleElement): Map<string, number> {
  const counts = new Map<string, number>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, owned: boolean) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, owned);
      return;
    }
    const el = value as ModdleElement;
    if (typeof el.$type !== 'string') return;
    // References (sourceRef, attachedToRef …) point at elements counted where they are contained.
    if (!owned) return;
    seen.add(value);
    const key = `${el.$type}#${el.id ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const descriptor = (el as { $descriptor?: { properties?: { name: string; isReference?: boolean }[] } }).$descriptor;
    const references = new Set((descriptor?.properties ?? []).filter((p) => p.isReference).map((p) => p.name));
    for (const [name, child] of Object.entries(el)) {
      if (name.startsWith('$') && name !== '$children') continue;
      visit(child, !references.has(name));
    }
  };
  visit(root, true);
  return counts;
}

describe.skipIf(files.length === 0)('BPMN MIWG reference diagrams', () => {
  it('the corpus holds the 21 diagrams', () => {
    expect(files).toHaveLength(21);
  });

  it.each(files)('%s parses, is checked without a throw, and survives a round trip', { timeout: 30_000 }, async (file) => {
    const bytes = readFileSync(join(corpus, file));
    const parsed = await parseBpmnXml(bytes);
    expect(parsed.definitions.$type).toBe('bpmn:Definitions');
    expect(Object.keys(parsed.elementsById).length).toBeGreaterThan(0);

    const result = await checkModel(parsed.definitions);
    for (const finding of [...result.errors, ...result.warnings]) {
      expect({ finding, empty: finding.elementId === '' }).toMatchObject({ empty: false });
      expect(finding.elementType).toMatch(/^[a-zA-Z]+$/);
      expect(finding.reason.length).toBeGreaterThan(0);
      expect(finding.reasonEn.length).toBeGreaterThan(0);
      expect(finding.rule).toMatch(/^(flowhall|bpmnlint)\//);
      expect({ id: finding.elementId, known: finding.elementId === parsed.definitions.id || parsed.elementsById[finding.elementId] !== undefined }).toEqual({ id: finding.elementId, known: true });
    }
    // Elements the engine does not run are reported as such, with the element's own type.
    for (const finding of result.errors.filter((e) => e.rule === 'flowhall/unsupported')) {
      expect(finding.reasonEn).toMatch(/not supported by the engine/);
      expect(finding.elementType).toBe(String(parsed.elementsById[finding.elementId]!.$type).replace(/^bpmn:(.)/, (_, c: string) => c.toLowerCase()));
    }

    const model = (parsed.definitions as unknown as { $model: { toXML(root: unknown, options?: unknown): Promise<{ xml: string }> } }).$model;
    const { xml } = await model.toXML(parsed.definitions, { format: true });
    const again = await parseBpmnXml(xml);
    expect(inventory(again.definitions)).toEqual(inventory(parsed.definitions));
    expect(Object.keys(again.elementsById).sort()).toEqual(Object.keys(parsed.elementsById).sort());
    expect(again.warnings.length).toBeLessThanOrEqual(parsed.warnings.length);
  });

  it('a summary of what deploying each diagram would answer', async () => {
    const lines: string[] = [];
    for (const file of files) {
      const parsed = await parseBpmnXml(readFileSync(join(corpus, file)));
      const { errors } = await checkModel(parsed.definitions);
      const unsupported = [...new Set(errors.filter((e) => e.rule === 'flowhall/unsupported').map((e) => e.elementType))];
      lines.push(`${file}: ${errors.length === 0 ? 'deployable' : `${errors.length} error(s)${unsupported.length ? `; unsupported: ${unsupported.join(', ')}` : ''}`}`);
    }
    expect(lines).toHaveLength(files.length);
    console.info(lines.join('\n'));
  }, 60_000);
});
