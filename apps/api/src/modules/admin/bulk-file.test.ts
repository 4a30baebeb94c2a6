import { messages } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { parseSpreadsheet } from './bulk-file';

const csv = Buffer.from('username,firstName\nasha@school.example, Asha \n');

describe('parseSpreadsheet', () => {
  it('reads a CSV in a worker into trimmed cell texts', async () => {
    await expect(parseSpreadsheet(csv, 'csv')).resolves.toEqual([
      ['username', 'firstName'],
      ['asha@school.example', 'Asha'],
    ]);
  });

  it('gives up with the unreadable-file message when parsing outruns its time limit', async () => {
    // Any parse takes longer than 1 ms (the worker alone takes longer to start); the real limit is 15 s.
    await expect(parseSpreadsheet(csv, 'csv', { timeLimitMs: 1 })).rejects.toMatchObject({
      statusCode: 400,
      message: messages.admin.bulkUnreadable,
    });
  });

  it('refuses bytes that are not the spreadsheet they claim to be', async () => {
    await expect(parseSpreadsheet(Buffer.from('PK\u0003\u0004 not a zip'), 'xlsx')).rejects.toMatchObject({
      message: messages.admin.bulkUnreadable,
    });
  });
});
