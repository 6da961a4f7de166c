/** The form configuration's layout (label width/position, size, PC/Pad/H5) for every canvas cell. */
import { createContext, useContext, type ComponentType } from 'react';
import { layoutOf, type FormLayout } from '../../../runtime/form/layout.ts';

export const CanvasLayoutContext = createContext<FormLayout>(layoutOf(undefined));

export function useCanvasLayout(): FormLayout {
  return useContext(CanvasLayoutContext);
}

/**
 * The canvas node component, handed to the drop lists by the canvas: nodes render lists and lists
 * render nodes, and this keeps the two modules from importing each other.
 */
export type CanvasNodeComponent = ComponentType<{ id: string; structural?: boolean }>;

export const CanvasNodeContext = createContext<CanvasNodeComponent | null>(null);

export function useCanvasNode(): CanvasNodeComponent {
  const node = useContext(CanvasNodeContext);
  if (!node) throw new Error('a drop list outside the canvas');
  return node;
}
