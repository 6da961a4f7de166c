/**
 * The entity edit dialog's file upload control and audience picker (issue #17), drawn from the field options
 * alone (`"file": {types, maxMb}`, `"audience": true`) for the shipped file resources screen: a file of a
 * refused type or size never leaves the browser and says why, an accepted one is uploaded and its link
 * saved; the audience shows stored people by name (looked up by id), edits people, departments and roles,
 * and is saved as ids with empty lists dropped.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { call } from '../../src/runtime/api/client.ts';
import { upload } from '../../src/runtime/api/transfer.ts';
import FeedbackScope from '../../src/runtime/ui/FeedbackScope.tsx';
import type { EntitySchema } from '../../src/schemas/entity/types.ts';
import fileResource from '../../src/entities/sytFileResource.json' with { type: 'json' };
import taskFill from '../../src/entities/sytTaskFill.json' with { type: 'json' };
import { forgetOrgTree } from '../../src/widgets/deptcheck/org-tree.ts';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
vi.mock('../../src/runtime/api/transfer.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/transfer.ts')>()),
  upload: vi.fn<(path: string, file: File, onProgress: (percent: number) => void) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);
const mockedUpload = vi.mocked(upload);

const FILE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const LINK = `/file/view/${FILE_ID}?sig=1893456000.abcDEF_-1`;

function answers(path: string, options?: unknown): Promise<unknown> {
  const body = (options as { body?: { queryParam?: { ids?: string[] } } } | undefined)?.body;
  if (path === '/sytPermissionAccount/pickPage') {
    const people = [{ id: 'a1', humancode: 'student1', humanname: 'Ma Xiaoming' }, { id: 'a2', humancode: 'student2', humanname: 'Yang Xiaohong' }];
    const ids = body?.queryParam?.ids;
    const records = ids ? people.filter((p) => ids.includes(p.id)) : people;
    return Promise.resolve({ records, total: records.length });
  }
  if (path === '/sytPermissionRole/pickList') return Promise.resolve([{ id: 'r1', rolename: 'Teacher' }, { id: 'r2', rolename: 'Student' }]);
  if (path === '/sytSysOrganization/treeListJsonArray') return Promise.resolve([{ id: 'o1', name: 'Computer Science', children: [{ id: 'o2', name: 'Software Engineering' }] }]);
  if (path.endsWith('/edit')) return Promise.resolve({ id: 'saved' });
  return Promise.reject(new Error(`unexpected call ${path}`));
}

function open(entity: EntitySchema, row?: Record<string, unknown>) {
  const onSaved = vi.fn<(saved: Record<string, unknown>) => void>();
  render(
    <FeedbackScope>
      <EditDialog entity={entity} row={row} open onClose={() => {}} onSaved={onSaved} />
    </FeedbackScope>,
  );
  return onSaved;
}

const chooseFile = (file: File) => {
  const input = screen.getByTestId('file-widget-fileUrl').querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};
const okButton = () => screen.getByRole('button', { name: 'OK' });
const savedBody = () => {
  const sent = mockedCall.mock.calls.find(([path]) => path.endsWith('/edit'));
  if (!sent) throw new Error('nothing was saved');
  return (sent[1] as { body: Record<string, unknown> }).body;
};

let EditDialog: typeof import('../../src/runtime/entity/EditDialog.tsx').EditDialog;
let refusalOf: typeof import('../../src/runtime/entity/FileWidget.tsx').refusalOf;
beforeAll(async () => {
  await setupI18n('en');
  ({ EditDialog } = await import('../../src/runtime/entity/EditDialog.tsx'));
  ({ refusalOf } = await import('../../src/runtime/entity/FileWidget.tsx'));
});
beforeEach(() => {
  mockedCall.mockReset();
  mockedCall.mockImplementation(answers);
  mockedUpload.mockReset();
  forgetOrgTree();
});

describe('file upload control', () => {
  it('judges type and size before sending', () => {
    expect(refusalOf({ name: 'a.PDF', size: 10 }, ['pdf'], 5)).toBeNull();
    expect(refusalOf({ name: 'a.exe', size: 10 }, ['pdf'], 5)?.key).toBe('unsupported');
    expect(refusalOf({ name: 'noext', size: 10 }, ['pdf'], 5)?.key).toBe('unsupported');
    expect(refusalOf({ name: 'a.pdf', size: 5 * 1024 * 1024 + 1 }, ['pdf'], 5)?.key).toBe('tooLarge');
    expect(refusalOf({ name: 'a.anything', size: 1 }, [], 5)).toBeNull();
  });

  it('refuses a file of another type without sending it, uploads an allowed one and saves its link', async () => {
    const onSaved = open(fileResource as EntitySchema);
    expect(screen.getByText(/Allowed: pdf, docx/)).toBeTruthy();
    chooseFile(new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
    expect((await screen.findByTestId('file-widget-error')).textContent).toContain('Unsupported format: tool.exe');
    expect(mockedUpload).not.toHaveBeenCalled();

    mockedUpload.mockResolvedValue({ code: '00000', info: { id: FILE_ID, url: LINK, name: 'guide.pdf', size: 9, mime: 'application/pdf', purpose: 'private' } });
    chooseFile(new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' }));
    const current = await screen.findByTestId('file-widget-current');
    expect(within(current).getByText('guide.pdf').closest('a')?.getAttribute('href')).toBe(LINK);
    expect(screen.queryByTestId('file-widget-error')).toBeNull();

    fireEvent.change(document.getElementById('root_name') as HTMLInputElement, { target: { value: 'Student handbook' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(savedBody()).toMatchObject({ name: 'Student handbook', fileUrl: LINK });
  });

  it('shows the server’s own refusal of an upload', async () => {
    open(fileResource as EntitySchema);
    mockedUpload.mockResolvedValue({ code: '00005', info: 'The file content does not match its .pdf extension' });
    chooseFile(new File(['nope'], 'fake.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('file-widget-error')).textContent).toBe('The file content does not match its .pdf extension');
  });
});

describe('audience picker', () => {
  it('names stored people, edits the audience and saves ids without empty lists', async () => {
    const onSaved = open(fileResource as EntitySchema, { id: 'f1', name: 'Handbook', fileUrl: LINK, audience: { accountIds: ['a1'], roleIds: ['r1'] }, enabled: true });
    const people = screen.getByTestId('audience-people');
    await within(people).findByText('Ma Xiaoming');
    expect(mockedCall).toHaveBeenCalledWith('/sytPermissionAccount/pickPage', expect.objectContaining({ body: expect.objectContaining({ queryParam: { ids: ['a1'] } }) }));
    expect(screen.getByTestId('audience-summary').textContent).toBe('1 people, 0 departments, 1 roles');
    expect(await screen.findByText('Teacher')).toBeTruthy();

    // Removing the only person drops the list rather than saving an empty one.
    fireEvent.click(people.querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(screen.getByTestId('audience-summary').textContent).toBe('0 people, 0 departments, 1 roles'));
    fireEvent.click(okButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(savedBody().audience).toEqual({ roleIds: ['r1'] });
  });

  it('is drawn for the collection task’s audience too, saying an empty audience is everyone', async () => {
    open(taskFill as EntitySchema);
    const widget = await screen.findByTestId('audience-widget-audience');
    expect(within(widget).getByTestId('audience-summary').textContent).toBe('No people, departments or roles chosen: everyone');
    expect(screen.queryByTestId('json-editor-audience')).toBeNull();
  });
});
