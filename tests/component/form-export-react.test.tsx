/**
 * The React export (antd + TypeScript) of a form holding every widget type type-checks under the
 * project's strict compiler settings and renders: labels, controls, the required rule's message on
 * an empty submit, and the validated values reaching onSubmit.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { exportForm } from '../../src/designers/form/export/index.ts';
import type { FormSchema } from '../../src/schemas/form/types.ts';
import { exportFixture } from '../unit/form-export-fixture.ts';
import { setupI18n } from './form-support.tsx';

vi.setConfig({ testTimeout: 120_000 });

const dir = resolve('.tmp/react-export');
const small: FormSchema = {
  formConfig: { ...exportFixture().formConfig, name: 'Small leave' },
  widgetList: [
    { type: 'input', id: 'i1', formItemFlag: true, options: { name: 'applicant', label: '申请人', required: true } },
    { type: 'input', id: 'i2', formItemFlag: true, options: { name: 'email', label: '邮箱', validation: 'email' } },
    { type: 'number', id: 'n1', formItemFlag: true, options: { name: 'days', label: '天数', defaultValue: 2, min: 0, max: 30 } },
    { type: 'select', id: 's1', formItemFlag: true, options: { name: 'kind', label: '类型', defaultValue: 'a', optionItems: [{ label: '事假', value: 'a' }, { label: '病假', value: 'b' }] } },
  ],
};

function write(name: string, code: string): string {
  const file = join(dir, `${name}.tsx`);
  writeFileSync(file, code);
  return file;
}

beforeAll(async () => {
  await setupI18n('zh');
  // Files of an earlier run would be type-checked too.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
});

describe('React export', () => {
  it('type-checks (strict, noUncheckedIndexedAccess) for the every-widget form and a hostile one', async () => {
    const every = exportForm(exportFixture(), 'react', { lang: 'zh' });
    expect(every.fileName).toMatch(/\.tsx$/);
    write('EveryWidget', every.code);
    write('SmallLeave', exportForm(small, 'react').code);
    const hostile: FormSchema = { ...small, widgetList: [{ type: 'input', id: 'h', formItemFlag: true, options: { name: "x'}{y", label: "}</div>{alert('x')}", placeholder: '"{a}"', required: true, requiredHint: "'}" } }] };
    write('Hostile', exportForm(hostile, 'react').code);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { noEmit: true, types: [] }, include: ['./*.tsx'] }),
    );
    const run = promisify(execFile);
    const outcome = await run('npx', ['tsc', '-p', join(dir, 'tsconfig.json')], { cwd: resolve('.') }).then(
      () => ({ ok: true, out: '' }),
      (error: { stdout?: string; stderr?: string }) => ({ ok: false, out: `${error.stdout ?? ''}${(error.stderr ?? '').replace(/^npm warn.*\n?/gm, '')}` }),
    );
    expect(outcome.out).toBe('');
    expect(outcome.ok).toBe(true);
  });

  it('renders the every-widget form: labels, sub-form rows, no unknown widgets', async () => {
    const file = write('EveryWidgetRender', exportForm(exportFixture(), 'react', { lang: 'zh' }).code);
    const { default: Component } = (await import(/* @vite-ignore */ file)) as { default: ComponentType };
    render(<Component />);
    expect(await screen.findByText('申请人')).toBeTruthy();
    expect(screen.getByText('邮箱')).toBeTruthy();
    expect(screen.getAllByText('新增一行').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('unknown widget type');
  });

  it('checks the rules on submit and hands the validated values to onSubmit', async () => {
    const file = write('SmallLeaveRender', exportForm(small, 'react', { lang: 'zh' }).code);
    const { default: Component } = (await import(/* @vite-ignore */ file)) as { default: ComponentType<{ onSubmit?: (values: Record<string, unknown>) => void }> };
    const onSubmit = vi.fn<(values: Record<string, unknown>) => void>();
    render(<Component onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('字段值不可为空')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const [applicant, email] = screen.getAllByRole('textbox');
    fireEvent.change(email!, { target: { value: 'not-an-email' } });
    fireEvent.change(applicant!, { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('[邮箱]邮箱格式有误')).toBeTruthy();
    fireEvent.change(email!, { target: { value: 'zs@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ applicant: '张三', email: 'zs@example.com', days: 2, kind: 'a' });
  });
});
