/**
 * The designer offers initiatorFill (#13 gap 5) through the widgets' own designer parts: text fields
 * list it with the values the server fills (name, code) and none, each labelled in zh and en; a field
 * set through that property is one the server's start path fills.
 */
import { describe, expect, it } from 'vitest';
import { initiatorValues } from '../../src/schemas/form/initiator-fill.ts';
import type { PropertySpec } from '../../src/widgets/designer-contract.ts';
import { designerPartTexts } from '../../src/widgets/designer-i18n.ts';
import { designerOf, widgetDesigners } from '../../src/widgets/designers.ts';

const lookup = (texts: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

describe('initiatorFill in the property lists', () => {
  const listing = Object.values(widgetDesigners).filter((designer) => designer.properties.some((spec) => spec.key === 'initiatorFill'));

  it('input and textarea list it', () => {
    expect(listing.map((designer) => designer.type).sort()).toEqual(['input', 'textarea']);
  });

  it('offers none, name and code, labelled in both languages', () => {
    const spec = designerOf('input')!.properties.find((item) => item.key === 'initiatorFill') as PropertySpec & { editor: { kind: 'select'; choices: { value: unknown; label: string }[] } };
    expect(spec.editor.choices.map((choice) => choice.value)).toEqual(['', 'name', 'code']);
    for (const lang of ['zh', 'en'] as const) {
      expect(typeof lookup(designerPartTexts[lang], spec.label)).toBe('string');
      for (const choice of spec.editor.choices) expect(typeof lookup(designerPartTexts[lang], choice.label)).toBe('string');
    }
  });

  it('a field given initiatorFill through its designer part is filled by the server from the initiator', () => {
    let n = 0;
    const make = (type: string) => designerOf(type)!.create((kind) => `${kind}${(n += 1)}`);
    const name = make('input');
    const code = make('textarea');
    name.options.initiatorFill = 'name';
    code.options.initiatorFill = 'code';
    expect(initiatorValues({ widgetList: [name, code] }, { humancode: 'zs01', humanname: '张三' })).toEqual({ [name.options.name]: '张三', [code.options.name]: 'zs01' });
  });
});
