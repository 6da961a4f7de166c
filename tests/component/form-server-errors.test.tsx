/**
 * FormRenderHandle.showErrors: messages the server's check found (a collection task's submit, a process
 * start) land on their fields — top-level and sub-form cells by row — and the ones naming no field come back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { container, field, renderForm, schemaOf, setupI18n } from './form-support.tsx';

beforeAll(async () => {
  await setupI18n('en');
});

// antd keeps a replaced message in the DOM while it animates out (class …-leave).
const messagesOf = (name: string) =>
  [...document.querySelectorAll(`[data-widget="${name}"]`)].map((item) =>
    [...item.querySelectorAll('.ant-form-item-explain-error')].filter((node) => !/-leave\b/.test(node.className)).map((node) => node.textContent).join('|'),
  );

describe('FormRender showErrors', () => {
  it('shows server messages on their fields and answers the rest', () => {
    const schema = schemaOf([field('input', 'phone'), container('sub-form', 'items', { widgetList: [field('input', 'item')] }, { label: 'Items' })]);
    const { api } = renderForm({ schema, data: { phone: '1', items: [{ item: 'a' }, { item: 'b' }] } });
    let rest: unknown;
    act(() => {
      rest = api().showErrors([
        { path: 'phone', message: 'not a phone number' },
        { path: 'items.1.item', message: 'second row wrong' },
        { path: 'items.5.item', message: 'no such row' },
        { path: 'ghost', message: 'no such field' },
      ]);
    });
    expect(messagesOf('phone')).toEqual(['not a phone number']);
    expect(messagesOf('item')).toEqual(['', 'second row wrong']);
    expect(rest).toEqual([
      { path: 'items.5.item', message: 'no such row' },
      { path: 'ghost', message: 'no such field' },
    ]);
  });
});
