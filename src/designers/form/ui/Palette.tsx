/**
 * The palette: every widget whose designer part has a palette entry, by group (containers, basic,
 * advanced, custom) and order, searchable by its name in either language or its type. Drag an entry
 * onto the canvas, or click it (phones, keyboards): it goes into the selected container when that
 * accepts it, else after the selected widget, else at the end of the form.
 */
import { useMemo, useState } from 'react';
import { Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../runtime/i18n/index.ts';
import { widgetDesigners } from '../../../widgets/designers.ts';
import type { PaletteGroup } from '../../../widgets/designer-contract.ts';
import type { DesignerStore } from '../core/contract.ts';
import { canDropType } from '../core/drop-rules.ts';
import { commands, designerParts } from './core-link.ts';
import { endDrag, startDrag } from './dnd.ts';
import { DesignerIcon } from './icons.tsx';
import { report } from './notify.ts';
import { useDesignerStore } from './store-hooks.ts';

const GROUPS: readonly PaletteGroup[] = ['container', 'basic', 'advanced', 'custom'];

/** Where a clicked palette entry goes. */
export function clickTarget(store: DesignerStore, type: string): { parentId: string | null; index: number } {
  const form = store.getState().form;
  const selectedId = store.getState().selectedId;
  const end = { parentId: null, index: form.widgetList.length };
  if (!selectedId) return end;
  const selected = store.getWidget(selectedId);
  if (selected) {
    const inside = { parentId: selected.id, index: selected.widgetList?.length ?? 0 };
    if (canDropType(designerParts, form, inside, type)) return inside;
  }
  for (let id: string | null = selectedId; id; ) {
    const parent = store.getParent(id);
    if (parent === undefined) break;
    const list = parent ? (parent.widgetList ?? []) : form.widgetList;
    const index = list.findIndex((item) => item.id === id);
    const after = { parentId: parent?.id ?? null, index: index + 1 };
    if (index >= 0 && canDropType(designerParts, form, after, type)) return after;
    id = parent?.id ?? null;
  }
  return end;
}

export function Palette() {
  const { t } = useTranslation('designer');
  const store = useDesignerStore();
  const [query, setQuery] = useState('');
  const entries = useMemo(
    () =>
      Object.values(widgetDesigners)
        .filter((designer) => designer.palette)
        .sort((a, b) => (a.palette!.order ?? 0) - (b.palette!.order ?? 0)),
    [],
  );
  const needle = query.trim().toLowerCase();
  const matches = (type: string) =>
    !needle ||
    type.toLowerCase().includes(needle) ||
    ['zh', 'en'].some((lng) => i18n.t(`widget.${type}`, { ns: 'designer', lng, defaultValue: type }).toLowerCase().includes(needle));
  const visible = entries.filter((designer) => matches(designer.type));
  return (
    <div className="fd-palette">
      <Input.Search allowClear size="small" placeholder={t('ui.search')} aria-label={t('ui.search')} value={query} onChange={(event) => setQuery(event.target.value)} />
      {visible.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ui.noMatch')} /> : null}
      {GROUPS.map((group) => {
        const items = visible.filter((designer) => designer.palette!.group === group);
        if (items.length === 0) return null;
        return (
          <section key={group} className="fd-palette-group">
            <h4>{t(`ui.group.${group}`)}</h4>
            <div className="fd-palette-items">
              {items.map((designer) => (
                <button
                  key={designer.type}
                  type="button"
                  className="fd-palette-item"
                  data-fd-palette={designer.type}
                  draggable
                  onDragStart={(event) => startDrag(event, { source: 'palette', type: designer.type })}
                  onDragEnd={endDrag}
                  onClick={() => report(store.dispatch(commands.addWidget(designer.type, clickTarget(store, designer.type), { label: t(`widget.${designer.type}`, { defaultValue: designer.type }) })))}
                >
                  <DesignerIcon name={designer.palette!.icon} />
                  <span>{t(`widget.${designer.type}`, { defaultValue: designer.type })}</span>
                </button>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
