/**
 * The container views of the registry, and alert, a display widget drawn by the container team
 * (it holds no value). Field and display views are in ./field-views.ts.
 */
import type { ContainerView, FieldView } from './view-contract.ts';
import { AlertView } from './alert/view.tsx';
import { CardView } from './card/view.tsx';
import { DynamicView } from './dynamic/view.tsx';
import { GridView } from './grid/view.tsx';
import { GridColView } from './grid-col/view.tsx';
import { InlineView } from './inline/view.tsx';
import { SubFormView } from './sub-form/view.tsx';
import { TabView } from './tab/view.tsx';
import { TabPaneView } from './tab-pane/view.tsx';
import { TableView } from './table/view.tsx';
import { TableCellView } from './table-cell/view.tsx';

export const containerViews: Readonly<Record<string, ContainerView>> = {
  grid: GridView,
  'grid-col': GridColView,
  table: TableView,
  'table-cell': TableCellView,
  tab: TabView,
  'tab-pane': TabPaneView,
  card: CardView,
  inline: InlineView,
  dynamic: DynamicView,
  'sub-form': SubFormView,
};

/** Display views kept with the containers. */
export const containerDisplayViews: Readonly<Record<string, FieldView>> = {
  alert: AlertView,
};
