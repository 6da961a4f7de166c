/**
 * The action bar of the selected widget: select parent, move up/down, clone (grid, table), delete,
 * the drag handle, and the container's own structural actions (insert/merge/split table cells, add a
 * tab pane or a grid column …) read from its designer part; a selected grid column, table cell or tab
 * pane shows its parent's 'child' actions aimed at it.
 */
import { Button, Dropdown, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, DragOutlined, EllipsisOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { designerOf } from '../../../widgets/designers.ts';
import type { ContainerAction } from '../../../widgets/designer-contract.ts';
import type { Widget } from '../../../schemas/form/types.ts';
import { commands } from './core-link.ts';
import { childListOf } from './drop-rules.ts';
import { endDrag, startDrag } from './dnd.ts';
import { DesignerIcon } from './icons.tsx';
import { report } from './notify.ts';
import { useDesignerSelector, useDesignerStore } from './store-hooks.ts';

interface Offered {
  action: ContainerAction;
  container: Widget;
  targetId: string | undefined;
}

const stop = (event: React.MouseEvent) => event.stopPropagation();

function button(key: string, label: string, icon: React.ReactNode, onClick: () => void, disabled = false, danger = false) {
  return (
    <Tooltip key={key} title={label}>
      <Button size="small" type="text" danger={danger} aria-label={label} data-fd-action={key} icon={icon} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

export function ActionBar({ id }: { id: string }) {
  const { t } = useTranslation('designer');
  const store = useDesignerStore();
  // Only the selected widget has a bar: it follows every form change (a sibling added changes move down).
  useDesignerSelector((current) => current.getState().form);
  const widget = store.getWidget(id);
  const parent = store.getParent(id);
  if (!widget || parent === undefined) return null;
  const structural = parent !== null && childListOf(parent.type) !== 'widgetList';
  const siblings = structural ? [] : parent ? (parent.widgetList ?? []) : store.getState().form.widgetList;
  const index = siblings.findIndex((item) => item.id === id);

  const offered: Offered[] = [];
  for (const action of designerOf(widget.type)?.actions ?? []) {
    if (action.on === 'self') offered.push({ action, container: widget, targetId: undefined });
  }
  if (structural && parent) {
    for (const action of designerOf(parent.type)?.actions ?? []) {
      if (action.on === 'child') offered.push({ action, container: parent, targetId: id });
    }
  }
  const run = ({ action, container, targetId }: Offered) => report(store.dispatch(commands.runContainerAction(container.id, action.key, targetId)));

  return (
    <div className="fd-action-bar" onClick={stop} role="toolbar" aria-label={t(`widget.${widget.type}`, { defaultValue: widget.type })}>
      <span className="fd-action-name">{typeof widget.options?.name === 'string' ? widget.options.name : widget.type}</span>
      {parent ? button('parent', t('ui.selectParent'), <VerticalAlignTopOutlined />, () => store.select(parent.id)) : null}
      {structural ? null : (
        <>
          {button('up', t('ui.moveUp'), <ArrowUpOutlined />, () => report(store.dispatch(commands.moveUp(id))), index <= 0)}
          {button('down', t('ui.moveDown'), <ArrowDownOutlined />, () => report(store.dispatch(commands.moveDown(id))), index < 0 || index >= siblings.length - 1)}
          {designerOf(widget.type)?.clonable ? button('clone', t('ui.clone'), <CopyOutlined />, () => report(store.dispatch(commands.cloneWidget(id)))) : null}
          <span
            className="fd-drag-handle"
            draggable
            title={t('ui.drag')}
            aria-label={t('ui.drag')}
            onDragStart={(event) => {
              event.stopPropagation();
              startDrag(event, { source: 'canvas', id, type: widget.type });
            }}
            onDragEnd={endDrag}
          >
            <DragOutlined />
          </span>
          {button('delete', t('ui.remove'), <DeleteOutlined />, () => report(store.dispatch(commands.removeWidget(id))), false, true)}
        </>
      )}
      {offered.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: offered.map((entry) => ({
              key: `${entry.container.id}:${entry.action.key}`,
              label: t(entry.action.label),
              icon: entry.action.icon ? <DesignerIcon name={entry.action.icon} /> : undefined,
              disabled: entry.action.enabled ? !entry.action.enabled(entry.container, entry.targetId) : false,
              onClick: ({ domEvent }) => {
                domEvent.stopPropagation();
                run(entry);
              },
            })),
          }}
        >
          <Button size="small" type="text" aria-label={t('ui.more')} data-fd-action="more" icon={<EllipsisOutlined />} />
        </Dropdown>
      ) : null}
    </div>
  );
}
