/**
 * The portal's widgets, one folder each: a desktop block's `kind` names one of them. Adding a widget is
 * adding its folder and one line here; the desktop, the widget catalogue and the pages read this list.
 */
import type { PortalWidget } from './types.ts';
import { todoWidget } from './todo/index.tsx';
import { doneWidget } from './done/index.tsx';
import { startedWidget } from './started/index.tsx';
import { messagesWidget } from './messages/index.tsx';
import { calendarWidget } from './calendar/index.tsx';
import { addressBookWidget } from './addressBook/index.tsx';
import { filesWidget } from './files/index.tsx';
import { newsWidget } from './news/index.tsx';
import { bannersWidget } from './banners/index.tsx';
import { servicesWidget } from './services/index.tsx';
import { processChartWidget } from './processChart/index.tsx';

export const WIDGETS: readonly PortalWidget[] = [
  todoWidget,
  doneWidget,
  startedWidget,
  messagesWidget,
  calendarWidget,
  addressBookWidget,
  filesWidget,
  newsWidget,
  bannersWidget,
  servicesWidget,
  processChartWidget,
];

const byKind = new Map(WIDGETS.map((widget) => [widget.kind, widget]));

export const widgetOf = (kind: string): PortalWidget | undefined => byKind.get(kind);
