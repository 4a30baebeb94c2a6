import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { BULK_MAX_FILE_BYTES, BULK_TEMPLATE_COLUMNS, messages } from '@pathshala/contracts';
import { users } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BULK_HASH_CONCURRENCY, bulkHashesInFlight } from '../../lib/passwords';
import { craftZip, deflateBomb, deflated } from './crafted-zip.test-helper';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
}, 120_000);
afterAll(async () => t?.close());

function multipart(userType: string, file: { name: string; bytes: Buffer }) {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="userType"\r\n\r\n${userType}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(file: { name: string; bytes: Buffer }, userType = 'student') {
  const body = multipart(userType, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/bulk-upload-users',
    payload: body.payload,
    headers: { authorization: `Bearer ${admin}`, ...body.headers },
  });
}

/**
 * Uploads a file while sampling the process's resident memory and asking /api/health, and says
 * how long the refusal took, how far memory rose and the slowest health answer meanwhile.
 */
async function uploadMeasured(bytes: Buffer) {
  const baseline = process.memoryUsage.rss();
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  let sampledPeak = baseline;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
  }, 5);
  const started = performance.now();
  let done = false;
  const response = upload({ name: 'students.xlsx', bytes }).finally(() => {
    done = true;
  });
  let slowestHealth = 0;
  while (!done) {
    const asked = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    slowestHealth = Math.max(slowestHealth, performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const result = await response;
  const elapsedMs = performance.now() - started;
  clearInterval(sampler);
  const peakAfter = process.resourceUsage().maxRSS * 1024;
  const growthMb = Math.max(sampledPeak - baseline, peakAfter - peakBefore) / 1024 / 1024;
  return { response: result, elapsedMs, growthMb, slowestHealth };
}

const SHEET = 'xl/worksheets/sheet1.xml';
const nearCap = BULK_MAX_FILE_BYTES - 64 * 1024;

describe('a crafted .xlsx (zip bomb) is refused fast, small, and the server keeps answering', () => {
  const cases: Array<[string, () => Buffer]> = [
    [
      'a 300 KB stream that inflates far past what both headers declare',
      () => craftZip([{ name: SHEET, data: deflateBomb(300 * 1024).data, centralUncompressed: 2_000 }]),
    ],
    [
      'a near-cap stream that inflates far past what both headers declare',
      () => craftZip([{ name: SHEET, data: deflateBomb(nearCap).data, centralUncompressed: 2_000 }]),
    ],
    [
      'a central directory that declares less than the local header',
      () => {
        const bomb = deflateBomb(300 * 1024);
        return craftZip([
          { name: SHEET, data: bomb.data, centralUncompressed: 2_000, localUncompressed: bomb.inflatedBytes },
        ]);
      },
    ],
    [
      'a local header that declares less than the central directory',
      () => {
        const sheet = deflated(' '.repeat(100_000));
        return craftZip([
          { name: SHEET, data: sheet.data, centralUncompressed: sheet.size, localUncompressed: 10 },
        ]);
      },
    ],
    [
      'a data descriptor entry whose local header declares nothing (near the cap)',
      () =>
        craftZip([
          {
            name: SHEET,
            data: deflateBomb(nearCap).data,
            flags: 0x08,
            centralUncompressed: 2_000,
            localCompressed: 0,
            localUncompressed: 0,
          },
        ]),
    ],
    [
      'many directory entries overlapping one local entry',
      () => {
        const sheet = deflated(' '.repeat(10_000));
        return craftZip([{ name: SHEET, data: sheet.data, centralUncompressed: sheet.size }], {
          extraCentral: Array.from({ length: 400 }, () => ({
            name: SHEET,
            offset: 0,
            compressed: sheet.data.length,
            uncompressed: sheet.size,
          })),
        });
      },
    ],
    [
      'an end record whose entry counts disagree (a hidden entry)',
      () => {
        const sheet = deflated('<worksheet/>');
        const bomb = deflateBomb(300 * 1024);
        return craftZip(
          [
            { name: 'a.xml', data: sheet.data, centralUncompressed: sheet.size },
            { name: SHEET, data: bomb.data, centralUncompressed: 2_000 },
          ],
          { entriesTotal: 1 },
        );
      },
    ],
    [
      'an honest entry that unzips to more than the 16 MB cap',
      () => {
        const sheet = deflated(Buffer.alloc(16 * 1024 * 1024 + 1, 0x20));
        return craftZip([{ name: SHEET, data: sheet.data, centralUncompressed: sheet.size }]);
      },
    ],
    [
      'an honest sheet of the largest size allowed, all of it whitespace',
      () => {
        const xml = `<worksheet><sheetData>${' '.repeat(16 * 1024 * 1024 - 100)}</sheetData></worksheet>`;
        const sheet = deflated(xml);
        return craftZip([{ name: SHEET, data: sheet.data, centralUncompressed: sheet.size }]);
      },
    ],
    [
      'a second end-record signature hidden in the last bytes',
      () => {
        const sheet = deflated('<worksheet/>');
        return craftZip([{ name: SHEET, data: sheet.data, centralUncompressed: sheet.size }], {
          comment: Buffer.from([0x50, 0x4b, 0x05, 0x06, 0xff, 0xff, 0xff, 0xff]),
        });
      },
    ],
  ];

  it.each(cases)(
    '%s',
    async (_, build) => {
      const bytes = build();
      expect(bytes.length).toBeLessThanOrEqual(BULK_MAX_FILE_BYTES);
      const { response, elapsedMs, growthMb, slowestHealth } = await uploadMeasured(bytes);
      console.info(
        `bomb ${(bytes.length / 1024).toFixed(0)} KB: ${response.statusCode} in ${elapsedMs.toFixed(0)} ms, ` +
          `RSS +${growthMb.toFixed(1)} MB, slowest health ${slowestHealth.toFixed(0)} ms`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: messages.admin.bulkUnreadable });
      expect(elapsedMs).toBeLessThan(2_000);
      expect(growthMb).toBeLessThan(100);
      expect(slowestHealth).toBeLessThan(500);
    },
    60_000,
  );
});

const STUDENT_HEADER =
  'username,salutation,firstName,lastName,password,dob,address,currentYearId,registrationStatus';
const studentsCsv = (...lines: string[]) => Buffer.from(`${[STUDENT_HEADER, ...lines].join('\n')}\n`);

describe('a bulk upload hashes a bounded number of passwords at a time', () => {
  it('keeps sign-in fast while a 300-row upload hashes, with at most the bounded number in flight', async () => {
    const file = studentsCsv(
      ...Array.from(
        { length: 300 },
        (_, i) => `hashing.${i}@school.example,,Asha,Patel,Welcome@2026,2012-05-17,,,`,
      ),
    );
    let peakInFlight = 0;
    const sampler = setInterval(() => {
      peakInFlight = Math.max(peakInFlight, bulkHashesInFlight());
    }, 1);
    let uploadDone = false;
    const started = performance.now();
    const uploading = upload({ name: 'many.csv', bytes: file }).finally(() => {
      uploadDone = true;
    });
    // Let the file be read and the hashing begin before signing in.
    while (bulkHashesInFlight() === 0 && performance.now() - started < 1_500 && !uploadDone) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const signIns: number[] = [];
    for (let i = 0; i < 3; i++) {
      const asked = performance.now();
      await t.login('student');
      signIns.push(performance.now() - asked);
    }
    const stillUploading = !uploadDone;
    const response = await uploading;
    clearInterval(sampler);
    console.info(
      `300-row upload ${(performance.now() - started).toFixed(0)} ms; sign-ins meanwhile ` +
        `${signIns.map((ms) => ms.toFixed(0)).join(', ')} ms; peak bulk hashes in flight ${peakInFlight}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ created: 300, errors: 0 });
    expect(stillUploading).toBe(true);
    expect(Math.max(...signIns)).toBeLessThan(1_000);
    expect(peakInFlight).toBeGreaterThan(0);
    expect(peakInFlight).toBeLessThanOrEqual(BULK_HASH_CONCURRENCY);
  }, 120_000);
});

describe('the failed-rows file, fixed and uploaded again', () => {
  it('stores the cells as first typed, without the apostrophe that neutralised a formula', async () => {
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const first = await upload({
      name: 'formulas.csv',
      bytes: studentsCsv(
        `not-an-email,,"${formula.replaceAll('"', '""')}",-Patel,Welcome@2026,2012-05-17,,,`,
      ),
    });
    expect(first.json().data.failedRows[0].values).toMatchObject({ firstName: formula, lastName: '-Patel' });
    // The failed-rows file as the web app writes it (apostrophe before =, +, -, @), e-mail fixed.
    const fixed = studentsCsv(
      `formula.fixed@school.example,,"'${formula.replaceAll('"', '""')}",'-Patel,Welcome@2026,2012-05-17,,,`,
    );
    const again = await upload({ name: 'formulas-fixed.csv', bytes: fixed });
    expect(again.json().data).toMatchObject({ created: 1, errors: 0 });
    const [stored] = await t.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.username, 'formula.fixed@school.example'));
    expect(stored).toEqual({ firstName: formula, lastName: '-Patel' });
  });
});

describe('a bulk row with an impossible date', () => {
  it('is reported as that row, and the other rows are created', async () => {
    const response = await upload({
      name: 'dates.csv',
      bytes: studentsCsv(
        'date.ok@school.example,,Asha,Patel,Welcome@2026,2012-05-17,,,',
        'date.feb30@school.example,,Ravi,Kumar,Welcome@2026,2012-02-30,,,',
        'date.year0@school.example,,Meera,Joshi,Welcome@2026,0000-01-01,,,',
      ),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ created: 1, errors: 2 });
    expect(response.json().data.rowErrors).toEqual([
      { row: 3, column: 'dob', reason: 'Date is not a real date' },
      { row: 4, column: 'dob', reason: 'Date must be between 1900 and 2099' },
    ]);
  });
});

describe('a bulk row with a control character in a cell', () => {
  it('is reported as that row (an xlsx cell can hold a NUL), never a server error', async () => {
    const header = [...BULK_TEMPLATE_COLUMNS.student];
    const book = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([
      header,
      ['nul.ok@school.example', '', 'Asha', 'Patel', 'Welcome@2026', '2012-05-17', '', '', ''],
      ['nul.name@school.example', '', 'As\u0000ha', 'Kumar', 'Welcome@2026', '2012-05-17', '', '', ''],
      [
        'nul.address@school.example',
        '',
        'Ravi',
        'Kumar',
        'Welcome@2026',
        '2012-05-17',
        'Flat\u00012',
        '',
        '',
      ],
    ]);
    XLSX.utils.book_append_sheet(book, sheet, 'Students');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
    const response = await upload({ name: 'control.xlsx', bytes });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ created: 1, errors: 2 });
    expect(response.json().data.rowErrors).toEqual([
      { row: 3, column: 'firstName', reason: messages.api.controlCharacters },
      { row: 4, column: 'address', reason: messages.api.controlCharacters },
    ]);
  });
});

describe('a sheet made wide (a cell in the last column of every row)', () => {
  it('is read only as wide as a template, fast and small', async () => {
    // 5,001 rows, each with a cell in column A and one in column XFD (made with SheetJS once:
    // writing it takes a minute, reading it must not).
    const bytes = readFileSync(join(import.meta.dirname, '../../../test/fixtures/wide-sheet.xlsx'));
    const { response, elapsedMs, growthMb, slowestHealth } = await uploadMeasured(bytes);
    console.info(
      `wide sheet ${(bytes.length / 1024).toFixed(0)} KB: ${response.statusCode} in ${elapsedMs.toFixed(0)} ms, ` +
        `RSS +${growthMb.toFixed(1)} MB, slowest health ${slowestHealth.toFixed(0)} ms`,
    );
    expect(response.statusCode).toBe(400);
    // Read as wide as XFD it took a minute; read as wide as a template, well under a second on a
    // quiet machine. The bound tells the two apart on a machine loaded by a whole CI run beside it.
    expect(elapsedMs).toBeLessThan(10_000);
    expect(growthMb).toBeLessThan(100);
  });
});
