/** The pure half of an entity's row links: a row's address and who sees a link. */
import type { RowLink } from '../../schemas/entity/types.ts';

/** The app address of one link for one row; a query field the row lacks leaves that parameter out. */
export function rowLinkHref(link: RowLink, row: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [param, field] of Object.entries(link.query ?? {})) {
    const value = row[field];
    if (value !== undefined && value !== null && value !== '') query.set(param, String(value));
  }
  const search = query.toString();
  return search ? `${link.path}?${search}` : link.path;
}

/** The links a person may see: the ones without a permission, or whose permission they hold. */
export function visibleRowLinks(links: readonly RowLink[] | undefined, can: (code: string) => boolean): RowLink[] {
  return (links ?? []).filter((link) => link.permission === undefined || can(link.permission));
}
