/**
 * Adding a widget is adding its folder: the catalogue the registries read (src/widgets/catalogue/*,
 * src/schemas/form/widget-type-table.ts) must be what scripts/widget-index.ts writes from the folders,
 * so a new, removed or re-kinded folder fails here until `npm run widgets:index` is run.
 */
import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { staleWidgetIndexFiles, widgetIndexFiles } from '../../scripts/widget-index.ts';
import { widgetModels } from '../../src/widgets/models.ts';
import { widgetDesigners } from '../../src/widgets/designers.ts';
import { widgetExporters } from '../../src/widgets/exporters.ts';
import { widgetRegistry } from '../../src/widgets/registry.ts';

const widgetsDir = new URL('../../src/widgets/', import.meta.url);
const folders = readdirSync(widgetsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/model.ts`, widgetsDir)))
  .map((entry) => entry.name);

describe('the widget catalogue', () => {
  it('is what the widget folders give (run npm run widgets:index after adding a folder)', async () => {
    expect(await staleWidgetIndexFiles()).toEqual([]);
  });

  it('lists every folder in each registry, by its folder name', () => {
    expect(folders.length).toBeGreaterThan(40);
    expect(Object.keys(widgetModels).toSorted()).toEqual(folders.toSorted());
    expect(Object.keys(widgetDesigners).toSorted()).toEqual(folders.toSorted());
    expect(Object.keys(widgetExporters).toSorted()).toEqual(folders.toSorted());
    for (const type of folders) expect({ type, view: Boolean(widgetRegistry.entryOf(type).view ?? widgetRegistry.entryOf(type).containerView) }).toEqual({ type, view: true });
  });

  it('sorts views by the kind their model declares and loads heavy views lazily', async () => {
    const views = (await widgetIndexFiles())['src/widgets/catalogue/views.ts']!;
    for (const [type, model] of Object.entries(widgetModels)) {
      const entry = widgetRegistry.entryOf(type);
      expect({ type, container: Boolean(entry.containerView) }).toEqual({ type, container: model.kind === 'container' });
      const lazily = views.includes(`import('../${type}/view.tsx')`);
      expect({ type, lazily }).toEqual({ type, lazily: model.heavyView === true });
    }
  });
});
