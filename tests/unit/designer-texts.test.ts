/**
 * The designer's text files all deep-merge into one 'designer' namespace, so a key defined in two of
 * them shows whichever file loaded last (the page and the panel load them in different orders). Each
 * key must therefore live in exactly one file.
 */
import { describe, expect, it } from 'vitest';
import { coreTexts } from '../../src/designers/form/core/i18n.ts';
import { exportTexts } from '../../src/designers/form/export/i18n.ts';
import { templateTexts } from '../../src/designers/form/templates/i18n.ts';
import { containerDesignerTexts } from '../../src/widgets/container-designer-i18n.ts';
import { designerPartTexts } from '../../src/widgets/designer-i18n.ts';

const files: Record<string, { zh: object; en: object }> = {
  'widgets/designer-i18n.ts': designerPartTexts,
  'widgets/container-designer-i18n.ts': containerDesignerTexts,
  'core/i18n.ts': coreTexts,
  'export/i18n.ts': exportTexts,
  'templates/i18n.ts': templateTexts,
};

function leafKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leafKeys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('designer texts', () => {
  it('define each key of the designer namespace in one file only', () => {
    for (const lang of ['zh', 'en'] as const) {
      const owner = new Map<string, string>();
      const twice: string[] = [];
      for (const [file, texts] of Object.entries(files)) {
        for (const key of leafKeys(texts[lang])) {
          const first = owner.get(key);
          if (first) twice.push(`${lang}:${key} in ${first} and ${file}`);
          else owner.set(key, file);
        }
      }
      expect(twice).toEqual([]);
    }
  });
});
