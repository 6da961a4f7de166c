/** tab: antd Tabs over its tab-pane children (label, disabled); the first enabled pane opens. */
import { Tabs } from 'antd';
import type { ContainerViewProps } from '../view-contract.ts';
import { classNames } from '../grid/container-kit.ts';

export function TabView({ widget, renderWidgets }: ContainerViewProps) {
  const panes = widget.tabs ?? [];
  const first = panes.find((pane) => !pane.options?.disabled && !pane.options?.hidden);
  return (
    <Tabs
      className={classNames('fh-tab', widget.options.customClass)}
      type={widget.options.type === 'card' || widget.options.type === 'border-card' ? 'card' : 'line'}
      defaultActiveKey={first?.id}
      items={panes
        .filter((pane) => !pane.options?.hidden)
        .map((pane, i) => ({
          key: pane.id ?? String(i),
          label: typeof pane.options?.label === 'string' ? pane.options.label : (pane.options?.name ?? `${i + 1}`),
          disabled: !!pane.options?.disabled,
          // Inactive panes stay mounted, so their fields validate and show messages like the others.
          forceRender: true,
          children: renderWidgets([pane], `${widget.id}-`),
        }))}
    />
  );
}
