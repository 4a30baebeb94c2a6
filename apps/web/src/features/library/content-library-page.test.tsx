import type { LibraryCurriculum, LibraryItem, LibraryPlace } from '@pathshala/contracts';
import { api, libraryMessages, uploadQuotaMessages } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeServer, fakeServer, refusal } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { sessionUser, storeSession } from '../../test/session-users';

/** The first render of the whole app in jsdom takes a while. */
const SLOW = { timeout: 5_000 };

/** tus-js-client stood in for: each upload is driven by the test (progress, a drop, success). */
const tus = vi.hoisted(() => {
  interface FakeUpload {
    file: File;
    options: Record<string, (...args: unknown[]) => unknown> & { metadata: Record<string, string> };
    url: string | null;
    starts: number;
    aborted: boolean | null;
  }
  return { uploads: [] as FakeUpload[] };
});
vi.mock('tus-js-client', () => {
  class Upload {
    url: string | null = null;
    starts = 0;
    aborted: boolean | null = null;
    constructor(
      public file: File,
      public options: Record<string, unknown>,
    ) {
      tus.uploads.push(this as never);
    }
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {}
    start() {
      this.starts += 1;
    }
    abort(terminate: boolean) {
      this.aborted = terminate;
      return Promise.resolve();
    }
  }
  return { Upload, isSupported: true };
});

const user = (type: 'admin' | 'teacher') =>
  type === 'admin' ? sessionUser('admin') : sessionUser('teacher', { id: 7, name: 'Ravi Kumar' });

const NOW = '2026-11-21T09:00:00.000Z';
const item = (id: number, name: string, position: number, extra: Partial<LibraryItem> = {}): LibraryItem => ({
  id,
  name,
  type: 'PDF',
  durationSeconds: 600,
  position,
  fileName: `${name}.pdf`,
  mimeType: 'application/pdf',
  sizeBytes: 120_000,
  url: null,
  openLink: `/api/library/content/${id}/file?token=t`,
  retiredAt: null,
  updatedAt: NOW,
  ...extra,
});

const place: LibraryPlace = {
  curriculum: { id: 1, name: 'Class 8 Science' },
  course: { id: 2, name: 'Biology' },
  concept: { id: 3, name: 'Cells' },
  subconcept: null,
  retired: false,
  subconcepts: [{ id: 4, name: 'Cell Structure', liveItems: 2 }],
};

/** The library API for one concept, kept in memory; every call recorded. */
function serve(session: 'admin' | 'teacher'): FakeServer {
  let items = [
    item(10, 'Notes', 0),
    item(11, 'Slides', 1, { type: 'PPT' }),
    item(12, 'Old', 2, { retiredAt: NOW }),
  ];
  const signedIn = storeSession(user(session));
  const curricula: LibraryCurriculum[] = [
    {
      id: 1,
      name: 'Class 8 Science',
      courses: [
        {
          id: 2,
          name: 'Biology',
          concepts: [
            {
              id: 3,
              name: 'Cells',
              liveItems: 2,
              subconcepts: [{ id: 4, name: 'Cell Structure', liveItems: 1 }],
            },
          ],
        },
      ],
    },
  ];
  const retireOrRestore =
    (retired: string | null) =>
    ({ params }: { params: { contentId: number } }) => {
      items = items.map((i) => (i.id === params.contentId ? { ...i, retiredAt: retired } : i));
      return { item: items.find((i) => i.id === params.contentId)! };
    };
  return (
    fakeServer()
      .on(api.library.curricula, () => ({ curricula }))
      .on(api.library.conceptContent, () => ({ place, items }))
      .on(api.library.reorderConcept, ({ body }) => {
        items = [
          ...body.contentIds.map((id, position) => ({ ...items.find((i) => i.id === id)!, position })),
          ...items.filter((i) => i.retiredAt),
        ];
        return { place, items };
      })
      .on(api.library.retire, retireOrRestore(NOW))
      .on(api.library.restore, retireOrRestore(null))
      .on(api.library.attachUpload, ({ body }) => {
        const added = item(20, body.name, 2);
        items = [...items, added];
        return { item: added };
      })
      // A refused duplicate's upload is deleted by tus's own DELETE; its token renewed first.
      .on(api.auth.refresh, () => ({ token: 'token', user: signedIn }))
      .onOther('DELETE', '/api/library/uploads/:uploadId', () => new Response(null, { status: 204 }))
  );
}

beforeAll(() => {
  // jsdom has no FontFaceSet; the dialog's autosizing description listens on it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});

afterEach(() => {
  tus.uploads.length = 0;
});

const uploadPanel = () => within(screen.getByRole('tabpanel', { name: 'Upload a file' }));
const linkPanel = () => within(screen.getByRole('tabpanel', { name: 'Add a web link' }));

async function chooseFile(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

describe('content library page', () => {
  it('shows where the content sits, its items in order and the retired ones; moves and retires', async () => {
    const fake = serve('admin');
    renderApp('/admin/concepts/3/content');
    expect(await screen.findByRole('heading', { name: 'Content of Cells' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the curriculum' })).toHaveAttribute(
      'href',
      '/admin/curriculum/1',
    );
    expect(screen.getByRole('link', { name: 'Cell Structure (2 items)' })).toHaveAttribute(
      'href',
      '/admin/subconcepts/4/content',
    );
    const rows = screen.getAllByTestId('library-item');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      '1.Notes',
      '2.Slides',
      'Old',
    ]);
    expect(within(rows[2]!).getByText('Retired')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move Notes down' }));
    await waitFor(() => expect(fake.callsTo(api.library.reorderConcept)).toHaveLength(1));
    expect(fake.callsTo(api.library.reorderConcept)[0]).toMatchObject({
      params: { conceptId: '3' },
      body: { contentIds: [11, 10] },
    });
    expect(await screen.findByText('Notes moved to position 2.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Notes up' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Retire Slides' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Slides retired.')).toBeInTheDocument();
    expect(fake.callsTo(api.library.retire).map((c) => c.params)).toEqual([{ contentId: '11' }]);
  });

  it('uploads a file with a progress bar, survives a dropped connection with Retry, then adds it', async () => {
    const fake = serve('admin');
    const { container } = renderApp('/admin/concepts/3/content');
    await screen.findByRole('heading', { name: 'Content of Cells' }, SLOW);
    await chooseFile(container, new File(['%PDF-1.7 …'], 'Plant cells.pdf', { type: 'application/pdf' }));
    expect(uploadPanel().getByLabelText(/^Type/)).toHaveValue('PDF');
    expect(uploadPanel().getByLabelText(/^Name/)).toHaveValue('Plant cells');
    await userEvent.type(uploadPanel().getByLabelText(/^Duration/), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Upload and add' }));

    await waitFor(() => expect(tus.uploads[0]?.starts).toBe(1));
    const upload = tus.uploads[0]!;
    expect(upload.options.metadata).toEqual({ filename: 'Plant cells.pdf', type: 'PDF', conceptId: '3' });
    upload.options.onProgress!(50, 100);
    expect(await screen.findByText('Uploading: 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    // The connection drops: tus gives up after its own retries; the person continues.
    upload.options.onError!(
      Object.assign(new Error('network'), { originalRequest: {}, originalResponse: null }),
    );
    const retry = await screen.findByRole('button', { name: 'Retry upload' });
    expect(screen.getByRole('alert')).toHaveTextContent(/connection dropped/);
    await userEvent.click(retry);
    expect(upload.starts).toBe(2);
    upload.options.onProgress!(100, 100);
    upload.url = 'http://localhost/api/library/uploads/0123456789abcdef0123456789abcdef';
    upload.options.onSuccess!({});

    expect(await screen.findByText('Plant cells added.')).toBeInTheDocument();
    expect(fake.lastBody(api.library.attachUpload)).toEqual({
      uploadId: '0123456789abcdef0123456789abcdef',
      name: 'Plant cells',
      durationSeconds: 900,
      keepDuplicate: false,
    });
  });

  it('asks when the file is already in the library: skip deletes the upload, keep adds it as well', async () => {
    const places = [
      'Class 8 Science / Biology / Cells / Cell Structure',
      'Class 8 Science / Biology / Cells',
    ];
    const fake = serve('teacher').on(api.library.attachUpload, ({ body }) =>
      body.keepDuplicate
        ? { item: item(21, body.name, 2) }
        : refusal(
            409,
            libraryMessages.alreadyInLibrary(
              places.map((where) => `${where}: Notes`),
              1,
            ),
            {
              duplicates: places.map((placePath, index) => ({
                contentId: 10 + index,
                name: 'Notes',
                placePath,
                conceptId: 3,
                subconceptId: index === 0 ? 4 : null,
              })),
              duplicateCount: 3,
            },
          ),
    );
    const { container } = renderApp('/teacher/concepts/3/content');
    await screen.findByRole('heading', { name: 'Content of Cells' }, SLOW);
    const uploadAndAdd = async (round: number, uploadId: string) => {
      await chooseFile(container, new File(['%PDF-1.7 …'], 'Plant cells.pdf', { type: 'application/pdf' }));
      await userEvent.click(screen.getByRole('button', { name: 'Upload and add' }));
      await waitFor(() => expect(tus.uploads[round]?.starts).toBe(1));
      tus.uploads[round]!.url = `/api/library/uploads/${uploadId}`;
      tus.uploads[round]!.options.onSuccess!({});
      return screen.findByTestId('duplicate-prompt');
    };

    const prompt = within(await uploadAndAdd(0, 'a'.repeat(32)));
    expect(prompt.getByText('Already in the library')).toHaveFocus();
    expect(prompt.getByText('This file is already in the library at 3 places:')).toBeInTheDocument();
    expect(prompt.getByText('Class 8 Science / Biology / Cells / Cell Structure: Notes')).toBeInTheDocument();
    expect(prompt.getByText('Class 8 Science / Biology / Cells: Notes')).toBeInTheDocument();
    expect(prompt.getByText('and 1 more place')).toBeInTheDocument();
    // Nothing to send twice while the choice is open; the fields wait for it.
    expect(screen.queryByRole('button', { name: 'Upload and add' })).not.toBeInTheDocument();
    expect(uploadPanel().getByLabelText(/^Name/)).toBeDisabled();

    await userEvent.click(prompt.getByRole('button', { name: 'Skip this file' }));
    expect(
      await screen.findByText('Plant cells was not added: it is already in the library.'),
    ).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/library/uploads/${'a'.repeat(32)}`,
    ]);
    expect(fake.callsTo(api.library.attachUpload)).toHaveLength(1);
    expect(screen.queryByTestId('duplicate-prompt')).not.toBeInTheDocument();

    const again = within(await uploadAndAdd(1, 'b'.repeat(32)));
    await userEvent.click(again.getByRole('button', { name: 'Add it here as well' }));
    expect(await screen.findByText('Plant cells added.')).toBeInTheDocument();
    const adds = fake.callsTo(api.library.attachUpload).map((c) => c.body);
    expect(adds.slice(1)).toEqual([
      { uploadId: 'b'.repeat(32), name: 'Plant cells', durationSeconds: 0, keepDuplicate: false },
      { uploadId: 'b'.repeat(32), name: 'Plant cells', durationSeconds: 0, keepDuplicate: true },
    ]);
    expect(fake.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the server’s refusal of a video whose index is at its end', async () => {
    serve('admin').refuse(api.library.attachUpload, 400, libraryMessages.videoIndexAtEnd);
    const { container } = renderApp('/admin/concepts/3/content');
    await screen.findByRole('heading', { name: 'Content of Cells' }, SLOW);
    await chooseFile(container, new File(['....ftyp'], 'lesson.mp4', { type: 'video/mp4' }));
    expect(uploadPanel().getByLabelText(/^Type/)).toHaveValue('VID');
    await userEvent.type(uploadPanel().getByLabelText(/^Duration/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Upload and add' }));
    await waitFor(() => expect(tus.uploads[0]?.starts).toBe(1));
    tus.uploads[0]!.url = '/api/library/uploads/0123456789abcdef0123456789abcdef';
    tus.uploads[0]!.options.onSuccess!({});
    expect(await screen.findByText(/-movflags \+faststart/)).toBeInTheDocument();
  });

  it('shows why the server refused to start an upload: the person’s quota, or no room on the server', async () => {
    serve('teacher');
    const { container } = renderApp('/teacher/concepts/3/content');
    await screen.findByRole('heading', { name: 'Content of Cells' }, SLOW);
    await chooseFile(container, new File(['%PDF-1.7 …'], 'Plant cells.pdf', { type: 'application/pdf' }));
    await userEvent.type(uploadPanel().getByLabelText(/^Duration/), '15');
    const refusals = [
      [413, uploadQuotaMessages.quotaFull('2 GB', '1.9 GB')],
      [507, uploadQuotaMessages.serverFull],
    ] as const;
    for (const [index, [status, message]] of refusals.entries()) {
      await userEvent.click(screen.getByRole('button', { name: 'Upload and add' }));
      await waitFor(() => expect(tus.uploads[index]?.starts).toBe(1));
      const response = {
        getStatus: () => status,
        getBody: () => JSON.stringify({ success: false, message }),
      };
      tus.uploads[index]!.options.onError!(
        Object.assign(new Error('refused'), { originalRequest: {}, originalResponse: response }),
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry upload' })).not.toBeInTheDocument();
    }
  });

  it('asks for slides as PDF before uploading anything, and names each missing field', async () => {
    serve('admin');
    const { container } = renderApp('/admin/concepts/3/content');
    await screen.findByRole('heading', { name: 'Content of Cells' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Upload and add' }));
    expect(await screen.findByText('Please choose a file')).toBeInTheDocument();
    expect(screen.getByText('Please choose the type')).toBeInTheDocument();
    // A duration is not among them: a PDF or a document has none to give.
    expect(screen.queryByText(/Duration must be/)).not.toBeInTheDocument();
    await chooseFile(container, new File(['PK'], 'Forces.pptx'));
    expect(await screen.findByText(/Presentations are accepted as PDF/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload and add' }));
    expect(tus.uploads).toHaveLength(0);
  });

  it('adds a web link without a duration: none set', async () => {
    const fake = serve('admin').on(api.library.addConceptLink, ({ body }) => ({
      item: item(31, body.name, 2, { type: 'WEB', url: 'https://example.org/' }),
      webCheck: null,
    }));
    renderApp('/admin/concepts/3/content');
    await screen.findByRole('heading', { name: 'Content of Cells' }, SLOW);
    await userEvent.click(screen.getByRole('tab', { name: 'Add a web link' }));
    await userEvent.type(linkPanel().getByLabelText(/^Web address/), 'https://example.org/');
    await userEvent.type(linkPanel().getByLabelText(/^Name/), 'Cells, no time given');
    await userEvent.click(screen.getByRole('button', { name: 'Add web link' }));
    await waitFor(() =>
      expect(fake.lastBody(api.library.addConceptLink)).toEqual({
        name: 'Cells, no time given',
        url: 'https://example.org/',
        durationSeconds: 0,
      }),
    );
  });

  it('adds a web link and warns when the site refuses to be framed', async () => {
    const fake = serve('admin').on(api.library.addConceptLink, ({ body }) => ({
      item: item(30, body.name, 2, { type: 'WEB', url: 'https://example.org/' }),
      webCheck: 'blocked',
    }));
    renderApp('/admin/concepts/3/content');
    await screen.findByRole('heading', { name: 'Content of Cells' }, SLOW);
    await userEvent.click(screen.getByRole('tab', { name: 'Add a web link' }));
    await userEvent.type(linkPanel().getByLabelText(/^Web address/), 'https://example.org/');
    await userEvent.type(linkPanel().getByLabelText(/^Name/), 'Cells on the web');
    await userEvent.type(linkPanel().getByLabelText(/^Duration/), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add web link' }));
    expect(await screen.findByText(/does not let itself be shown inside Pathshala/)).toBeInTheDocument();
    expect(fake.lastBody(api.library.addConceptLink)).toEqual({
      name: 'Cells on the web',
      url: 'https://example.org/',
      durationSeconds: 600,
    });
  });
});

describe('teacher content library', () => {
  it('lists the curricula the teacher teaches down to each concept and subconcept', async () => {
    serve('teacher');
    renderApp('/teacher/content');
    expect(
      await screen.findByRole('heading', { name: 'Class 8 Science', level: 2 }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cells' })).toHaveAttribute(
      'href',
      '/teacher/concepts/3/content',
    );
    expect(screen.getByRole('link', { name: 'Cell Structure' })).toHaveAttribute(
      'href',
      '/teacher/subconcepts/4/content',
    );
  });

  it('opens a concept’s content with the way back to the library', async () => {
    serve('teacher');
    renderApp('/teacher/concepts/3/content');
    expect(await screen.findByRole('heading', { name: 'Content of Cells' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the content library' })).toHaveAttribute(
      'href',
      '/teacher/content',
    );
  });
});
