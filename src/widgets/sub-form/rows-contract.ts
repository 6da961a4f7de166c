/**
 * What a repeating container (the sub-form) gets from the renderer besides ContainerViewProps: its rows
 * and their operations. A view declares itself repeating with a static `repeats = true`; its rows live
 * in the form data as an array of row records under the container's name.
 */
import type { ReactNode } from 'react';
import type { Widget } from '../../schemas/form/types.ts';
import type { ContainerView, ContainerViewProps } from '../view-contract.ts';

export interface RowsApi {
  /** Stable keys of the rows, in order (React keys; the row's position is its index here). */
  keys: readonly string[];
  /** The fewest rows the container keeps (minNum). */
  min: number;
  add(): void;
  insert(index: number): void;
  remove(index: number): void;
  /** Renders the row's widgets bound to that row's values, state and errors. */
  renderRow(list: Widget[], index: number): ReactNode;
}

export interface RepeatingViewProps extends ContainerViewProps {
  rows: RowsApi;
}

export type RepeatingView = ContainerView & { repeats: true };

export function isRepeating(view: unknown): view is RepeatingView {
  return typeof view === 'function' && (view as { repeats?: unknown }).repeats === true;
}
