/** Entity row links (rowLinks): the address filled from the row, and the permission that hides a link. */
import { describe, expect, it } from 'vitest';
import { rowLinkHref, visibleRowLinks } from '../../src/runtime/entity/row-links.ts';
import type { RowLink } from '../../src/schemas/entity/types.ts';

const design: RowLink = { label: { zh: '设计', en: 'Design' }, path: '/bpm/form/formEdit', query: { formId: 'id' }, permission: 'sys_form_btn_edit' };

describe('row links', () => {
  it('fill the query from the row, encoded, and leave out a missing field', () => {
    expect(rowLinkHref(design, { id: 'a b&c', name: 'x' })).toBe('/bpm/form/formEdit?formId=a+b%26c');
    expect(rowLinkHref(design, { name: 'x' })).toBe('/bpm/form/formEdit');
    expect(rowLinkHref({ ...design, query: { formId: 'id', title: 'name' } }, { id: '7', name: '请假' })).toBe(`/bpm/form/formEdit?formId=7&title=${encodeURIComponent('请假')}`);
  });

  it('show only links without a permission or with one the person holds', () => {
    const open: RowLink = { label: { zh: '查看', en: 'View' }, path: '/x' };
    expect(visibleRowLinks([design, open], () => false)).toEqual([open]);
    expect(visibleRowLinks([design, open], (code) => code === 'sys_form_btn_edit')).toEqual([design, open]);
    expect(visibleRowLinks(undefined, () => true)).toEqual([]);
  });
});
