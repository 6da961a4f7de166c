import { describe, expect, it } from 'vitest';
import { DESIGNER_ICONS } from '../../src/designers/form/ui/icons.tsx';
import { widgetDesigners } from '../../src/widgets/designers.ts';

// The designer's icon map is explicit (the whole icon set stays out of its first load): every icon a
// designer part names, in the palette or in a container's action bar, must be in it.
describe('form designer icons', () => {
  const named = Object.values(widgetDesigners).flatMap((designer) => [
    ...(designer.palette ? [{ where: `${designer.type} palette`, icon: designer.palette.icon }] : []),
    ...(designer.actions ?? []).flatMap((action) => (action.icon ? [{ where: `${designer.type} action ${action.key}`, icon: action.icon }] : [])),
  ]);

  it('finds the icons the parts name', () => {
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter(({ icon }) => !Object.hasOwn(DESIGNER_ICONS, icon))).toEqual([]);
  });

  it('keeps no icon no part names', () => {
    const used = new Set(named.map(({ icon }) => icon));
    expect(Object.keys(DESIGNER_ICONS).filter((name) => !used.has(name))).toEqual([]);
  });
});
