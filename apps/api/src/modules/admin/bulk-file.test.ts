import * as XLSX from '@e965/xlsx';
import { messages } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { parseSpreadsheet, readZipDirectory } from './bulk-file';
import { craftZip } from './crafted-zip.test-helper';

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

describe('xlsx files as spreadsheet programs write them', () => {
  const header = ['username', 'firstName', 'lastName', 'password', 'dob'];
  const rows = [
    header,
    ...Array.from({ length: 5_000 }, (_, i) => [
      `student.${i}@school.example`,
      'Asha',
      'Patel',
      'Welcome@2026',
      '2012-05-17',
    ]),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Students');
  const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;

  it('reads a 5,000-row workbook', async () => {
    const started = performance.now();
    const parsed = await parseSpreadsheet(xlsx, 'xlsx');
    console.info(
      `5,000-row xlsx (${xlsx.length} bytes) parsed in ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(parsed).toHaveLength(5_001);
    expect(parsed[5_000]).toEqual([
      'student.4999@school.example',
      'Asha',
      'Patel',
      'Welcome@2026',
      '2012-05-17',
    ]);
  });

  it('reads a workbook whose entries carry their sizes in data descriptors (streaming writers)', async () => {
    // The same entries, rewritten the way a streaming writer lays them out: flag bit 3, zero sizes in
    // the local header, and a signed descriptor after each entry's data.
    const entries = readZipDirectory(xlsx).map((entry) => {
      const data = xlsx.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.compressedSize, 8);
      descriptor.writeUInt32LE(entry.uncompressedSize, 12);
      return {
        name: entry.name,
        method: entry.method,
        data: Buffer.concat([data, descriptor]),
        flags: 0x08,
        centralCompressed: entry.compressedSize,
        centralUncompressed: entry.uncompressedSize,
        localCompressed: 0,
        localUncompressed: 0,
      };
    });
    const parsed = await parseSpreadsheet(craftZip(entries), 'xlsx');
    expect(parsed).toHaveLength(5_001);
    expect(parsed[1]?.[0]).toBe('student.0@school.example');
  });
});
