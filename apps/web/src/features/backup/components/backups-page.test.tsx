import { api, type BackupArchive, backupMessages } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, refusal } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { anAdmin, storeSession } from '../../../test/session-users';

const archive = (day: number): BackupArchive => ({
  name: `pathshala-backup-2026-11-${day}T020000Z.tar.gz`,
  sizeBytes: 5 * 1024 ** 2,
  createdAt: `2026-11-${day}T02:00:00.000Z`,
});

const listing = (overrides: object = {}) => ({
  message: backupMessages.listed,
  archives: [archive(21), archive(20)],
  schedule: { hour: 2, keep: 7, directory: '/srv/pathshala/data/backups', timeZone: 'Asia/Kolkata' },
  lastBackupAt: '2026-11-21T02:00:00.000Z',
  ...overrides,
});

const archiveResponse = (name: string) =>
  new Response(new Uint8Array([0x1f, 0x8b]), {
    status: 200,
    headers: { 'Content-Type': 'application/gzip', 'Content-Disposition': `attachment; filename="${name}"` },
  });

/** The API as this page sees it: the list; a test adds or replaces answers with `.on(...)`. */
function stubServer() {
  storeSession(anAdmin);
  return fakeServer().on(api.backup.list, () => listing());
}

let saved: string[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:backup', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('backups page', () => {
  it('says the schedule in words, when the last backup was made, and lists the nightly archives', async () => {
    stubServer();
    renderApp('/admin/backups');
    expect(await screen.findByTestId('backup-schedule')).toHaveTextContent(
      'Every night at 02:00 (server time, Asia/Kolkata) the server saves a backup and keeps the newest 7.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Backups' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nightly backups' })).toBeInTheDocument();
    expect(screen.getByText('Saved on the server in /srv/pathshala/data/backups')).toBeInTheDocument();
    expect(screen.getByTestId('last-backup')).toHaveTextContent(/^Last backup: 21 Nov 2026/);
    const list = screen.getByRole('list', { name: 'Nightly backups on the server' });
    const rows = within(list).getAllByTestId('backup-archive');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('pathshala-backup-2026-11-21T020000Z.tar.gz');
    expect(rows[0]).toHaveTextContent('Size: 5.0 MB');
    expect(screen.getByText(/npm run restore/)).toBeInTheDocument();
  });

  it('downloads a backup made now with the bearer token, saved under the server’s name', async () => {
    const name = 'pathshala-backup-2026-11-21T093000Z.tar.gz';
    const fake = stubServer().on(api.backup.createNow, () => archiveResponse(name));
    renderApp('/admin/backups');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download a backup now' }));
    expect(await screen.findByTestId('outcome-success')).toHaveTextContent(`Backup saved as ${name}.`);
    expect(saved).toEqual([name]);
    const [sent] = fake.callsTo(api.backup.createNow);
    expect(sent?.url).toBe('/api/admin/backups');
    expect(sent?.headers.get('Authorization')).toBe('Bearer token');
  });

  it('shows the server’s reason when a backup cannot be made', async () => {
    stubServer().refuse(api.backup.createNow, 500, 'Server error');
    renderApp('/admin/backups');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download a backup now' }));
    expect(await screen.findByTestId('outcome-error')).toHaveTextContent('Server error');
    expect(saved).toEqual([]);
  });

  it('downloads one nightly archive by its name from the list', async () => {
    const wanted = archive(20).name;
    const fake = stubServer().on(api.backup.download, ({ params }) => {
      expect(params).toEqual({ name: wanted });
      return archiveResponse(wanted);
    });
    renderApp('/admin/backups');
    await userEvent.setup().click(await screen.findByRole('button', { name: `Download ${wanted}` }));
    await waitFor(() => expect(saved).toEqual([wanted]));
    expect(fake.callsTo(api.backup.download)[0]?.url).toMatch(
      new RegExp(`^/api/admin/backups/${wanted}\\?_t=`),
    );
  });

  it('says when nightly backups are off and none was made, and offers Retry when the list fails', async () => {
    let fail = true;
    stubServer().on(api.backup.list, () =>
      fail
        ? refusal(500, 'Server error')
        : listing({ archives: [], lastBackupAt: null, schedule: { ...listing().schedule, hour: null } }),
    );
    renderApp('/admin/backups');
    expect(await screen.findByTestId('outcome-error')).toHaveTextContent('Server error');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('backup-schedule')).toHaveTextContent(/Nightly backups are off/);
    expect(screen.getByTestId('last-backup')).toHaveTextContent('No backup has been made yet.');
    expect(screen.getByText('No nightly backup has been saved yet.')).toBeInTheDocument();
  });
});
