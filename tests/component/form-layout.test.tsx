import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { scopeCss } from '../../src/runtime/form/css-scope.ts';
import { field, renderForm, schemaOf, setupI18n } from './form-support.tsx';

beforeAll(async () => {
  await setupI18n('en');
});

describe('scopeCss', () => {
  const S = '.fh-form-x';

  it('prefixes every selector of every rule with the scope', () => {
    expect(scopeCss('.a { color: red }\n.b .c, input[type="text"] { margin: 0 }', S)).toBe(`${S} .a { color: red }\n${S} .b .c, ${S} input[type="text"] { margin: 0 }`);
  });

  it('reads :root, html and body as the form root', () => {
    expect(scopeCss(':root { --x: 1 } html body .a { color: red } body{margin:0}', S)).toBe(`${S} { --x: 1 }\n${S} .a { color: red }\n${S} {margin:0}`);
  });

  it('scopes rules inside @media and @supports, keeps @keyframes and @font-face as they are', () => {
    const out = scopeCss('@media (max-width: 600px) { .a { width: 100% } .b, .c { color: blue } } @keyframes spin { from { opacity: 0 } to { opacity: 1 } }', S);
    expect(out).toBe(`@media (max-width: 600px) {\n${S} .a { width: 100% }\n${S} .b, ${S} .c { color: blue }\n}\n@keyframes spin { from { opacity: 0 } to { opacity: 1 } }`);
  });

  it('drops @import and unknown at-rules, comments, and anything that could close the style element', () => {
    const out = scopeCss('@import url("https://evil.example/x.css"); /* note { } */ .a { color: red } @foo bar { .b { color: red } } </style><script>alert(1)</script>', S);
    expect(out).toBe(`${S} .a { color: red }`);
    expect(out).not.toContain('evil');
    expect(out).not.toMatch(/<\/?style/i);
  });

  it('keeps commas and braces inside strings and functions intact', () => {
    expect(scopeCss('.a:is(.b, .c)::after { content: "}, {" }', S)).toBe(`${S} .a:is(.b, .c)::after { content: "}, {" }`);
  });

  it('answers nothing for blank or broken input', () => {
    expect(scopeCss('', S)).toBe('');
    expect(scopeCss('just text', S)).toBe('');
  });
});

describe('form layout from formConfig', () => {
  it('injects cssCode scoped to this form instance, and applies customClass', () => {
    const schema = schemaOf([field('input', 'a', { customClass: ['wide'] })], { cssCode: '.wide { color: red }', customClass: 'my-form' });
    const { container } = renderForm({ schema });
    const root = container.querySelector('.fh-form') as HTMLElement;
    const scope = [...root.classList].find((name) => /^fh-form-(?!pc|h5|pad)/.test(name)) as string;
    const style = root.querySelector('style') as HTMLStyleElement;
    expect(style.textContent).toBe(`.${scope} .wide { color: red }`);
    expect(root.querySelector('.fh-form-body.my-form')).not.toBeNull();
    expect(root.querySelector('[data-widget="a"]')?.closest('.wide')).not.toBeNull();
    // Nothing unscoped reaches the document.
    expect([...document.querySelectorAll('style')].filter((node) => node.textContent?.includes('.wide') && !node.textContent.startsWith(`.${scope}`))).toEqual([]);
  });

  it('two forms on a page get different scopes', () => {
    const schema = schemaOf([field('input', 'a')], { cssCode: '.x { color: red }' });
    renderForm({ schema });
    renderForm({ schema });
    const scopes = [...document.querySelectorAll('style[data-form-scope]')].map((node) => node.getAttribute('data-form-scope'));
    expect(scopes).toHaveLength(2);
    expect(new Set(scopes).size).toBe(2);
  });

  it('label width 80 by default, the form labelWidth, the widget own labelWidth; labelHidden', () => {
    const schema = schemaOf([field('input', 'a'), field('input', 'b', { labelWidth: 150 }), field('input', 'c', { labelHidden: true })], { labelWidth: 120 });
    const { container } = renderForm({ schema });
    const label = (name: string) => container.querySelector(`[data-widget="${name}"] .ant-form-item-label`) as HTMLElement | null;
    expect(label('a')?.style.width).toBe('120px');
    expect(label('b')?.style.width).toBe('150px');
    expect(label('c')).toBeNull();
    const plain = renderForm({ schema: schemaOf([field('input', 'd')]) });
    expect((plain.container.querySelector('[data-widget="d"] .ant-form-item-label') as HTMLElement).style.width).toBe('80px');
  });

  it('labels on top with labelPosition top; right-aligned labels with label-right-align', () => {
    const top = renderForm({ schema: schemaOf([field('input', 'a')], { labelPosition: 'top' }) });
    expect(top.container.querySelector('.ant-form-vertical')).not.toBeNull();
    top.unmount();
    const right = renderForm({ schema: schemaOf([field('input', 'a')], { labelAlign: 'label-right-align' }) });
    expect(right.container.querySelector('.ant-form-horizontal')).not.toBeNull();
    expect(right.container.querySelector('.ant-form-item-label-left')).toBeNull();
    expect(right.container.querySelector('.fh-label-right')).not.toBeNull();
  });

  it('sizes: the form size reaches the controls as antd sizes; H5 uses large touch targets', () => {
    const small = renderForm({ schema: schemaOf([field('input', 'a')], { size: 'mini' }) });
    expect(small.container.querySelector('.ant-form-small')).not.toBeNull();
    small.unmount();
    const phone = renderForm({ schema: schemaOf([field('input', 'a')], { layoutType: 'H5' }) });
    expect(phone.container.querySelector('.ant-form-large')).not.toBeNull();
    expect(phone.container.querySelector('.fh-form-h5')).not.toBeNull();
  });

  it('an unreadable schema shows an error instead of a form', () => {
    renderForm({ schema: 'not json' });
    expect(screen.getByText('The form definition cannot be read')).toBeTruthy();
  });
});
