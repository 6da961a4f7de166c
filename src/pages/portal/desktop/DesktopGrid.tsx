/**
 * A desktop's blocks on react-grid-layout's responsive grid. Editing turns dragging (by the title bar)
 * and resizing on; the children keep their keys, so toggling edit mode never remounts a widget (its data
 * stays loaded). Every arrangement is reported as stored blocks (layout-model.ts), per breakpoint.
 */
import { useRef } from 'react';
import { Responsive, useContainerWidth, type Layout, type ResponsiveLayouts } from 'react-grid-layout';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'react-grid-layout/css/styles.css';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import 'react-resizable/css/styles.css';
import { Result } from 'antd';
import { BREAKPOINTS, COLS, fromGridLayouts, removeBlock, sameBlocks, toGridLayouts, type Breakpoint, type GridLayouts, type StoredBlock } from './layout-model.ts';
import { widgetOf } from '../widgets/registry.ts';
import { DRAG_HANDLE, WidgetFrame } from './WidgetFrame.tsx';
import { usePortalT } from '../i18n.ts';
import type { BlockSettings } from '../widgets/types.ts';

export interface DesktopGridProps {
  blocks: readonly StoredBlock[];
  editing: boolean;
  signedIn: boolean;
  /** Each block's options by key (the desktop's settings). */
  settings?: Readonly<Record<string, BlockSettings>>;
  onChange?: (blocks: StoredBlock[]) => void;
  /** Opens the settings of a block (edit mode). */
  onSettings?: (key: string) => void;
  onBreakpoint?: (breakpoint: Breakpoint) => void;
}

export function DesktopGrid({ blocks, editing, signedIn, settings, onChange, onSettings, onBreakpoint }: DesktopGridProps) {
  const { t } = usePortalT();
  const { width, containerRef, mounted } = useContainerWidth();
  const breakpoint = useRef<Breakpoint>('lg');
  // Breakpoints the person moved or resized something on: only those get their own stored places.
  const arranged = useRef(new Set<Breakpoint>());

  const report = (layouts: ResponsiveLayouts) => {
    if (!editing || !onChange) return;
    const next = fromGridLayouts(blocks, layouts as GridLayouts, arranged.current);
    if (!sameBlocks(next, blocks)) onChange(next);
  };
  const touched = () => {
    arranged.current.add(breakpoint.current);
  };

  return (
    <div ref={containerRef} className="fh-desktop-grid" data-testid="desktop-grid" data-editing={editing}>
      {mounted && (
        <Responsive
          width={width}
          breakpoints={BREAKPOINTS}
          cols={COLS}
          layouts={toGridLayouts(blocks) as ResponsiveLayouts}
          rowHeight={40}
          margin={[12, 12]}
          containerPadding={[0, 0]}
          dragConfig={{ enabled: editing, handle: `.${DRAG_HANDLE}`, cancel: '.ant-btn' }}
          resizeConfig={{ enabled: editing }}
          onBreakpointChange={(next) => {
            breakpoint.current = next as Breakpoint;
            onBreakpoint?.(next as Breakpoint);
          }}
          onDragStop={touched}
          onResizeStop={touched}
          onLayoutChange={(_layout: Layout, layouts: ResponsiveLayouts) => report(layouts)}
        >
          {blocks.map((block) => {
            const widget = widgetOf(block.kind);
            const View = widget?.View;
            const locked = widget?.needsLogin && !signedIn;
            return (
              <div key={block.key} data-block={block.key}>
                <WidgetFrame
                  widget={widget}
                  kind={block.kind}
                  title={block.title}
                  editing={editing}
                  onRemove={onChange ? () => onChange(removeBlock(blocks, block.key)) : undefined}
                  onSettings={onSettings ? () => onSettings(block.key) : undefined}
                >
                  {locked ? <Result status="info" subTitle={t('widget.loginFirst')} /> : View ? <View blockKey={block.key} settings={settings?.[block.key]} /> : null}
                </WidgetFrame>
              </div>
            );
          })}
        </Responsive>
      )}
    </div>
  );
}
