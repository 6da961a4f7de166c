/** Slot: Vue a named slot the page fills; HTML and React an empty placeholder named after it. */
import type { WidgetExporter } from '../export-contract.ts';
import { optionsOf } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'slot',
  vue(widget, ctx) {
    return `<slot ${ctx.attrs({ name: optionsOf(widget).name || 'default' })}></slot>`;
  },
  html(widget, ctx) {
    return `<div ${ctx.attrs({ class: 'slot', 'data-slot': optionsOf(widget).name })}></div>`;
  },
  react(widget, ctx) {
    return `<div ${ctx.attrs({ className: 'slot', 'data-slot': optionsOf(widget).name })} />`;
  },
};
