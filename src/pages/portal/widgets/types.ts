/** What a portal widget is: one folder per widget (widgets/<kind>/index.tsx) exports one of these. */
import type { ComponentType } from 'react';

export interface WidgetProps {
  /** The block's key on its desktop (a widget may appear twice). */
  blockKey: string;
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
  View: ComponentType<WidgetProps>;
}
