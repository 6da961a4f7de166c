/**
 * A row's links from the entity file's `rowLinks` (a form's 设计 opening its designer): each fills its
 * query from the row's fields and navigates inside the app. A link only opens a page; the page's own
 * calls are what the server checks.
 */
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { RowLink } from '../../schemas/entity/types.ts';
import { textOf } from './i18n.ts';
import { rowLinkHref } from './row-links.ts';

export { visibleRowLinks } from './row-links.ts';

/** One component per link, so a list without links never asks for the router. */
export function RowLinks({ links, row, language }: { links: readonly RowLink[]; row: Record<string, unknown>; language: string }) {
  return links.map((link) => <OneLink key={link.path + link.label.en} link={link} href={rowLinkHref(link, row)} language={language} />);
}

function OneLink({ link, href, language }: { link: RowLink; href: string; language: string }) {
  const navigate = useNavigate();
  return (
    <Typography.Link
      href={href}
      onClick={(event) => {
        // A plain click stays in the app (its tabs); a modified click may open a browser tab.
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(href);
      }}
      data-testid="row-link"
    >
      {textOf(link.label, language)}
    </Typography.Link>
  );
}

/** 新增 of an entity whose records are made in a page of their own (`addPage`: a form in its designer). */
export function AddPageButton({ path, label }: { path: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      href={path}
      onClick={(event) => {
        // As a row link: a plain click stays in the app, a modified click may open a browser tab.
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(path);
      }}
      data-testid="entity-add"
    >
      {label}
    </Button>
  );
}
