/** The form as a tree of widgets (type name and field name); selecting a node selects the widget on the canvas. */
import { useMemo } from 'react';
import { Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../schemas/form/types.ts';
import { childSlots } from '../core/tree.ts';
import { useDesignerSelector, useDesignerStore } from './store-hooks.ts';

export function OutlineTree() {
  const { t } = useTranslation('designer');
  const store = useDesignerStore();
  const widgetList = useDesignerSelector((current) => current.getState().form.widgetList);
  const selectedId = useDesignerSelector((current) => current.getState().selectedId);
  const data = useMemo(() => {
    const node = (widget: Widget): TreeDataNode => ({
      key: widget.id,
      title: `${t(`widget.${widget.type}`, { defaultValue: widget.type })} · ${String(widget.options?.label ?? widget.options?.name ?? widget.id)}`,
      children: childSlots(widget).map((slot) => node(slot.child)),
    });
    return widgetList.map(node);
  }, [widgetList, t]);
  return (
    <Tree
      className="fd-outline"
      treeData={data}
      defaultExpandAll
      blockNode
      selectedKeys={selectedId ? [selectedId] : []}
      onSelect={(keys) => store.select(keys.length > 0 ? String(keys[0]) : null)}
    />
  );
}
