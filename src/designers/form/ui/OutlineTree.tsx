/**
 * The form as a tree of widgets (type name and field name); selecting a node selects the widget on the
 * canvas. Every container is open unless the user closed it, so widgets added later show up at once,
 * and the selection's ancestors are always open so the selected node is visible.
 */
import { useMemo, useState } from 'react';
import { Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../schemas/form/types.ts';
import { childSlots } from '../core/tree.ts';
import { useDesignerSelector, useDesignerStore } from './store-hooks.ts';

/** The widget's label, else its name: the first that is not blank (a static text's label is often ''). */
function nodeCaption(widget: Widget): string {
  for (const value of [widget.options?.label, widget.options?.name]) {
    if ((typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '') return String(value).trim();
  }
  return '';
}

export function OutlineTree() {
  const { t } = useTranslation('designer');
  const store = useDesignerStore();
  const widgetList = useDesignerSelector((current) => current.getState().form.widgetList);
  const selectedId = useDesignerSelector((current) => current.getState().selectedId);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const { data, parents } = useMemo(() => {
    const withChildren: string[] = [];
    const node = (widget: Widget): TreeDataNode => {
      const children = childSlots(widget).map((slot) => node(slot.child));
      if (children.length > 0) withChildren.push(widget.id);
      const type = t(`widget.${widget.type}`, { defaultValue: widget.type });
      const caption = nodeCaption(widget);
      return { key: widget.id, title: caption ? `${type} · ${caption}` : type, children };
    };
    return { data: widgetList.map(node), parents: withChildren };
  }, [widgetList, t]);
  const expandedKeys = useMemo(() => {
    const lineage = new Set<string>();
    for (let parent = selectedId ? store.getParent(selectedId) : null; parent; parent = store.getParent(parent.id)) lineage.add(parent.id);
    return parents.filter((key) => !closed.has(key) || lineage.has(key));
  }, [parents, closed, selectedId, store]);
  return (
    <Tree
      className="fd-outline"
      treeData={data}
      expandedKeys={expandedKeys}
      onExpand={(_keys, { expanded, node }) => {
        const next = new Set(closed);
        if (expanded) next.delete(String(node.key));
        else next.add(String(node.key));
        setClosed(next);
      }}
      blockNode
      selectedKeys={selectedId ? [selectedId] : []}
      onSelect={(keys) => store.select(keys.length > 0 ? String(keys[0]) : null)}
    />
  );
}
