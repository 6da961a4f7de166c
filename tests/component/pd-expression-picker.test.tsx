/**
 * The expression picker 选择流程表达式 (spec §2): opening runs the query (page 1, size 10); the search
 * sends name, content, preset and description; rows are single-select (a second pick replaces the
 * first); 确 定 hands over the chosen row; 取 消 closes and resets the search; a failed load says so.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { call } from '../../src/runtime/api/client.ts';
import { ExpressionPickButton, type ExpressionRow } from '../../src/designers/process/panel/ExpressionPicker.tsx';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);

beforeAll(async () => {
  await setupI18n('zh');
});

const rows: ExpressionRow[] = [
  { id: 'e1', expressionName: '驳回', expressionValue: "${outcome == '驳回'}", systemExpression: true, desc: '审批结果为驳回' },
  { id: 'e2', expressionName: '请假超过三天', expressionValue: '${days > 3}', systemExpression: false, desc: '' },
];
const bodies = () => mockedCall.mock.calls.map(([path, options]) => ({ path, body: (options as { body: Record<string, unknown> }).body }));
const radio = (name: string) => screen.getByTestId(`pd-expr-row-${name}`).querySelector('input[type="radio"]') as HTMLInputElement;

beforeEach(() => {
  mockedCall.mockReset();
  mockedCall.mockResolvedValue({ records: rows, total: 2 });
});

describe('ExpressionPicker', () => {
  it('queries on open, searches by the four fields, keeps one row chosen and confirms it', async () => {
    const onPick = vi.fn<(expression: string, row: ExpressionRow) => void>();
    render(<ExpressionPickButton testId="open" onPick={onPick} />);
    expect(mockedCall).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('open'));
    expect(screen.getByText('选择流程表达式')).toBeTruthy();
    await screen.findByTestId('pd-expr-row-驳回');
    expect(bodies()).toEqual([{ path: '/bpmExpression/queryPage', body: { page: 1, pageSize: 10, queryParam: {} } }]);
    expect((screen.getByTestId('pd-expr-ok') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByTestId('pd-expr-search-expressionName'), { target: { value: '请假' } });
    fireEvent.change(screen.getByTestId('pd-expr-search-expressionValue'), { target: { value: 'days' } });
    fireEvent.change(screen.getByTestId('pd-expr-search-desc'), { target: { value: '天' } });
    fireEvent.mouseDown(screen.getByTestId('pd-expr-search-preset').querySelector('.ant-select-selector') ?? screen.getByTestId('pd-expr-search-preset'));
    fireEvent.click(await screen.findByTitle('否'));
    fireEvent.click(screen.getByTestId('pd-expr-search'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledTimes(2));
    expect(bodies()[1]!.body).toEqual({ page: 1, pageSize: 10, queryParam: { expressionName: '请假', expressionValue: 'days', desc: '天', systemExpression: false } });
    await screen.findByTestId('pd-expr-row-驳回');

    fireEvent.click(screen.getByTestId('pd-expr-row-驳回'));
    expect(radio('驳回').checked).toBe(true);
    fireEvent.click(screen.getByTestId('pd-expr-row-请假超过三天'));
    expect(radio('请假超过三天').checked).toBe(true);
    expect(radio('驳回').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]![0]).toBe('${days > 3}');
    expect(onPick.mock.calls[0]![1]).toMatchObject({ id: 'e2' });
  });

  it('cancel resets the search; reopening queries without it', async () => {
    const onPick = vi.fn<(expression: string) => void>();
    render(<ExpressionPickButton testId="open" onPick={onPick} />);
    fireEvent.click(screen.getByTestId('open'));
    await screen.findByTestId('pd-expr-row-驳回');
    fireEvent.change(screen.getByTestId('pd-expr-search-expressionName'), { target: { value: '驳回' } });
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    fireEvent.click(screen.getByTestId('open'));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledTimes(2));
    expect(bodies()[1]!.body).toEqual({ page: 1, pageSize: 10, queryParam: {} });
    expect((screen.getByTestId('pd-expr-search-expressionName') as HTMLInputElement).value).toBe('');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('says when the expressions cannot be loaded and retries', async () => {
    mockedCall.mockRejectedValueOnce(new Error('down'));
    render(<ExpressionPickButton testId="open" onPick={() => undefined} />);
    fireEvent.click(screen.getByTestId('open'));
    expect(await screen.findByText('表达式加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await screen.findByTestId('pd-expr-row-驳回');
    expect(screen.queryByText('表达式加载失败')).toBeNull();
  });
});
