/**
 * What the core needs from the widgets' designer parts, injected so the command logic is tested with
 * small fake parts and bound to the real registry (src/widgets/designers.ts) in ./commands.ts.
 */
import type { WidgetDesigner } from '../../../widgets/designer-contract.ts';
import type { WidgetKind } from '../../../widgets/model-contract.ts';
import { kindOfType } from '../../../schemas/form/widget-types.ts';

export interface DesignerParts {
  designerOf(type: string): WidgetDesigner | undefined;
  kindOf(type: string): WidgetKind | 'unknown';
}

/** The kind a type has in the platform's type table; 'unknown' for types no model knows. */
export function kindFromTypeTable(type: string): WidgetKind | 'unknown' {
  return kindOfType(type) ?? 'unknown';
}

export function partsFrom(designers: Readonly<Record<string, WidgetDesigner>>, kindOf: (type: string) => WidgetKind | 'unknown' = kindFromTypeTable): DesignerParts {
  return { designerOf: (type) => (Object.hasOwn(designers, type) ? designers[type] : undefined), kindOf };
}
