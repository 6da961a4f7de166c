/** What a route declares about itself (spec §2.1, §2.5): read by the guard, the tabs and the title. */

export interface RouteMeta {
  /** false: reachable without login (spec "isAuth = false"). */
  isAuth?: boolean;
  /** false: never becomes a tab. */
  isTab?: boolean;
  /** Becomes a tab of the second tab list (service hall pages). */
  isTab2?: boolean;
}

/**
 * A display name that follows the language: an i18n key for the platform's own routes, or the zh/en
 * labels of a menu entry for runtime menu routes.
 */
export interface RouteName {
  labelKey?: string;
  label?: string;
  labelEn?: string | null;
}

/** One navigation as the guard sees it. */
export interface RouteTarget {
  path: string;
  /** Path with its search string, as typed in the address bar. */
  fullPath: string;
  query: Record<string, string>;
  params: Record<string, string>;
  meta: RouteMeta;
  name: RouteName;
  /**
   * Menu paths of which the user's menu must hold one for this route to open (an admin screen, a
   * designer): without it the guard shows 403, whatever the route's kind. Absent: no menu grant needed.
   */
  grantedBy?: string[];
}
