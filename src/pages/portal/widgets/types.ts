/** What a portal widget is: one folder per widget (widgets/<kind>/index.tsx) exports one of these. */
import type { ComponentType } from 'react';

/**
 * A block's options, chosen in the desktop's settings dialog and stored in the desktop's `settings` by
 * block key (the server accepts exactly these: limit 1..20, category a non-empty code).
 */
export interface BlockSettings {
  limit?: number;
  category?: string;
}

export interface WidgetProps {
  /** The block's key on its desktop (a widget may appear twice). */
  blockKey: string;
  /** The block's options; absent outside a desktop (the widget's defaults). */
  settings?: BlockSettings;
}

export interface CategoryOption {
  value: string;
  label: string;
}

/** What a person may set on a block of this widget; a widget without it has only its title to set. */
export interface WidgetSettingsSpec {
  /** How many rows it lists: its default and the most it offers. */
  limit?: { default: number; max: number };
  /** The categories it may be narrowed to (absent: all), in the language given. */
  categories?: (language: string, signal: AbortSignal) => Promise<CategoryOption[]>;
}

export interface PortalWidget {
  /** Stored as the block's `kind` in /sytDesktop layouts. */
  kind: string;
  icon: ComponentType;
  /** Default size on the 12-column wide layout, and the smallest it may be resized to. */
  size: { w: number; h: number };
  minSize: { w: number; h: number };
  /** Shows the person's own data: an anonymous visitor of the public desktop sees a sign-in hint. */
  needsLogin: boolean;
  /** Where the title's "more" link goes, if anywhere. */
  more?: string;
  settings?: WidgetSettingsSpec;
  View: ComponentType<WidgetProps>;
}

/** The rows a block lists: its setting within the widget's bounds, else the widget's default. */
export function limitOf(spec: WidgetSettingsSpec | undefined, settings: BlockSettings | undefined, fallback: number): number {
  const max = spec?.limit?.max ?? fallback;
  const wanted = settings?.limit;
  return typeof wanted === 'number' && Number.isInteger(wanted) && wanted >= 1 ? Math.min(wanted, max) : (spec?.limit?.default ?? fallback);
}

/**
 * A desktop's settings as the server accepts them: per block of `keys`, limit an integer 1..20 and category a
 * non-empty code of at most 64 characters. Options stored before the server closed its schema, or of removed
 * blocks, are dropped rather than making the next save fail.
 */
export function cleanSettings(settings: Readonly<Record<string, BlockSettings>>, keys: readonly string[]): Record<string, BlockSettings> {
  const clean: Record<string, BlockSettings> = {};
  for (const key of keys) {
    const given = settings[key];
    if (!given || typeof given !== 'object') continue;
    const kept: BlockSettings = {};
    if (typeof given.limit === 'number' && Number.isInteger(given.limit) && given.limit >= 1 && given.limit <= 20) kept.limit = given.limit;
    if (typeof given.category === 'string' && given.category.length >= 1 && given.category.length <= 64) kept.category = given.category;
    if (Object.keys(kept).length > 0) clean[key] = kept;
  }
  return clean;
}
