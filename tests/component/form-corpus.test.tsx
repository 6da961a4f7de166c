/**
 * The three approval forms of ../shared/corpora/vform (a customised VForm 2) render with the real
 * widget registry: merged-cell tables up to 120 cells, and their own widget types.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { FormRender, type FormRenderHandle } from '../../src/runtime/form/FormRender.tsx';
import type { Widget } from '../../src/schemas/form/types.ts';
import { setupI18n } from './form-support.tsx';

// Widgets that load lists (organisation tree, holidays) get empty answers instead of a server.
vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<() => Promise<unknown>>(async () => []),
}));

const CORPUS = resolve(process.cwd(), '../shared/corpora/vform');
const present = existsSync(CORPUS);
if (!present) console.warn(`form-corpus: ${CORPUS} is absent (a clone without ../shared); skipping the corpus forms`);

interface Export {
  widgetList: Widget[];
  formConfig: Record<string, unknown>;
}

function load(name: string): Export {
  return JSON.parse(readFileSync(join(CORPUS, `${name}.json`), 'utf8')) as Export;
}

function tableCells(form: Export): { all: number; shown: number; spans: string[] } {
  const table = form.widgetList.find((widget) => widget.type === 'table') as Widget;
  const cells = (table.rows ?? []).flatMap((row) => row.cols);
  const shown = cells.filter((cell) => !cell.merged);
  return { all: cells.length, shown: shown.length, spans: shown.map((cell) => `${cell.options.colspan ?? 1}x${cell.options.rowspan ?? 1}`) };
}

beforeAll(async () => {
  await setupI18n('zh');
});

describe.skipIf(!present)('corpus forms render', () => {
  it.each([
    ['evection', '运城学院公务出差审批表'],
    ['payContract', '合同'],
    ['schoolToast', '通知'],
  ])('%s renders every cell and widget, with no placeholder or crash', async (name, title) => {
    const form = load(name);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ref = createRef<FormRenderHandle>();
    const { container, unmount } = render(<FormRender ref={ref} schema={form} />);
    error.mockRestore();
    const cells = tableCells(form);
    const tds = [...container.querySelectorAll('table.fh-form-table > tbody > tr > td')];
    expect(tds).toHaveLength(cells.shown);
    expect(tds.map((td) => `${td.getAttribute('colspan') ?? 1}x${td.getAttribute('rowspan') ?? 1}`)).toEqual(cells.spans);
    expect(container.querySelector('.fh-form-unknown')).toBeNull();
    expect(container.querySelector('.fh-form-widget-error')).toBeNull();
    expect(container.textContent).toContain(title);
    // The form's fields are in the data (document inputs included), and validate answers.
    const data = ref.current?.getFormData() ?? {};
    expect(Object.keys(data).length).toBeGreaterThan(0);
    await act(async () => {
      await ref.current?.validate().catch(() => undefined);
    });
    unmount();
  });

  it('the largest table has 120 cells, merged ones not rendered', () => {
    const counts = ['evection', 'payContract', 'schoolToast'].map((name) => tableCells(load(name)).all);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(119);
    const evection = tableCells(load('evection'));
    expect(evection.shown).toBeLessThan(evection.all);
  });

  it('an unknown type in a corpus form shows a placeholder naming it', () => {
    const form = load('schoolToast');
    const mutated = { ...form, widgetList: [{ type: 'seal-of-approval', id: 'x1', options: { name: 'x1' } }, ...form.widgetList] };
    const { container } = render(<FormRender schema={mutated} />);
    expect(container.querySelector('.fh-form-unknown')?.textContent).toBe('未知组件类型：seal-of-approval');
  });
});
