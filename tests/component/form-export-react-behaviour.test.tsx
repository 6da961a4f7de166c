/**
 * The React export of a form with behaviour (issue #13 gap 1): linkage, calculations, sub-form
 * calculations, a string template, a day count and event scripts are code in the component. It
 * type-checks under the project's strict settings and, rendered, hides the linkage target, fills the
 * calculated fields as values are typed and runs the onChange and onClick scripts.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { exportForm } from '../../src/designers/form/export/index.ts';
import { behaviourForm } from '../unit/form-export-behaviour-fixture.ts';
import { setupI18n } from './form-support.tsx';

vi.setConfig({ testTimeout: 120_000 });

const dir = resolve('.tmp/react-export-behaviour');

beforeAll(async () => {
  await setupI18n('zh');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
});

const input = (label: string): HTMLInputElement => {
  const element = document.getElementById(screen.getByText(label).closest('label')!.getAttribute('for')!);
  return element as HTMLInputElement;
};

describe('React export with behaviour', () => {
  it('type-checks (strict, noUncheckedIndexedAccess)', async () => {
    writeFileSync(join(dir, 'Leave.tsx'), exportForm(behaviourForm(), 'react', { lang: 'zh' }).code);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { noEmit: true, types: [] }, include: ['./*.tsx'] }));
    const outcome = await promisify(execFile)('npx', ['tsc', '-p', join(dir, 'tsconfig.json')], { cwd: resolve('.') }).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${(error.stderr ?? '').replace(/^npm warn.*\n?/gm, '')}`,
    );
    expect(outcome).toBe('');
  });

  it('renders: the linkage target hidden, calculations and scripts running as values change', async () => {
    const file = join(dir, 'LeaveRender.tsx');
    writeFileSync(file, exportForm(behaviourForm(), 'react', { lang: 'zh' }).code);
    const { default: Component } = (await import(/* @vite-ignore */ file)) as { default: ComponentType };
    render(<Component />);
    await screen.findByText('申请人');
    // kind starts 'annual': the rule hides the proof field (antd's hidden item stays in the DOM, hidden).
    await waitFor(() => expect(screen.getByText('证明').closest('.ant-form-item')!.className).toContain('ant-form-item-hidden'));
    // onFormCreated wrote the note; base 2 gives doubled 2 × 2 + days (empty) = 4.
    await waitFor(() => expect(input('备注').value).toBe('created'));
    await waitFor(() => expect(input('双倍').value).toBe('4'));
    fireEvent.change(input('申请人'), { target: { value: '王五' } });
    await waitFor(() => expect(input('备注').value).toBe('by 王五'));
    expect(input('标题').value).toBe('王五的请假（天）');
    fireEvent.change(input('基数'), { target: { value: '7' } });
    await waitFor(() => expect(input('双倍').value).toBe('14'));
    fireEvent.click(screen.getByRole('button', { name: /填\s*写/ }));
    await waitFor(() => expect(input('基数').value).toBe('5'));
    await waitFor(() => expect(input('双倍').value).toBe('10'));
  });
});
