/**
 * The properties panel's collapsible groups (issue 14): basic info open, every other group a collapsed
 * header whose body is not mounted; the header toggles by click and by keyboard (a button: Enter),
 * says so in aria-expanded, and what was opened is remembered per group id in localStorage, for the
 * next element and the next visit (a fresh module reads it back).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PanelGroup, openPanelGroup } from '../../src/designers/process/panel/PanelGroup.tsx';
import { setupI18n } from './form-support.tsx';

beforeAll(async () => {
  await setupI18n('zh');
});

beforeEach(() => {
  localStorage.clear();
});

const header = (id: string) => screen.getByTestId(`${id}-header`);

describe('PanelGroup', () => {
  it('starts collapsed with no body unless open by default; toggles by click and keyboard; remembers', () => {
    const view = render(
      <>
        <PanelGroup id="g-basic" title="基本信息" defaultOpen>
          <input data-testid="basic-input" />
        </PanelGroup>
        <PanelGroup id="g-approver" title="审批人设置">
          <input data-testid="approver-input" />
        </PanelGroup>
      </>,
    );
    expect(screen.getByTestId('basic-input')).toBeTruthy();
    expect(header('g-basic').getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByTestId('approver-input')).toBeNull();
    expect(header('g-approver').getAttribute('aria-expanded')).toBe('false');
    expect(header('g-approver').textContent).toBe('审批人设置');

    fireEvent.click(header('g-approver'));
    expect(screen.getByTestId('approver-input')).toBeTruthy();
    expect(header('g-approver').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('g-approver').getAttribute('data-open')).toBe('1');
    expect(localStorage.getItem('flowhall-pd-group:g-approver')).toBe('1');

    // A native button: Enter and Space click it (happy-dom does not synthesise that, so the test checks it is one).
    expect(header('g-basic').tagName).toBe('BUTTON');
    expect(header('g-basic').getAttribute('type')).toBe('button');
    fireEvent.click(header('g-basic'));
    expect(screen.queryByTestId('basic-input')).toBeNull();
    expect(localStorage.getItem('flowhall-pd-group:g-basic')).toBe('0');

    // Another element's panel (a remount) finds the groups as the user left them.
    view.unmount();
    render(
      <PanelGroup id="g-approver" title="审批人设置">
        <input data-testid="approver-input" />
      </PanelGroup>,
    );
    expect(screen.getByTestId('approver-input')).toBeTruthy();
  });

  it('reads the remembered state back on a new visit, and opens a group from elsewhere', async () => {
    localStorage.setItem('flowhall-pd-group:g-visit', '1');
    vi.resetModules();
    const fresh = await import('../../src/designers/process/panel/PanelGroup.tsx');
    render(
      <>
        <fresh.PanelGroup id="g-visit" title="表单权限">
          <span data-testid="visit-body" />
        </fresh.PanelGroup>
        <PanelGroup id="g-lint" title="多实例">
          <span data-testid="lint-body" />
        </PanelGroup>
      </>,
    );
    expect(screen.getByTestId('visit-body')).toBeTruthy();
    expect(screen.queryByTestId('lint-body')).toBeNull();
    act(() => openPanelGroup('g-lint'));
    expect(screen.getByTestId('lint-body')).toBeTruthy();
  });
});
