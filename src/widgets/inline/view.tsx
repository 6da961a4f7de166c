/** inline: its widgets side by side on one line (wrapping when narrow); inlineWidth, textAlign. */
import type { ContainerViewProps } from '../view-contract.ts';
import { classNames, compactStyle, cssLength } from '../grid/container-kit.ts';

const JUSTIFY: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

export function InlineView({ widget, renderWidgets, layoutType }: ContainerViewProps) {
  const options = widget.options;
  const align = typeof options.textAlign === 'string' ? options.textAlign : 'left';
  return (
    <div
      className={classNames('fh-form-inline', options.customClass)}
      style={compactStyle({
        width: layoutType === 'H5' ? '100%' : cssLength(options.inlineWidth),
        justifyContent: JUSTIFY[align] ?? 'flex-start',
        textAlign: JUSTIFY[align] ? align : undefined,
      })}
    >
      {renderWidgets(widget.widgetList ?? [], `${widget.id}-`)}
    </div>
  );
}
