import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import {
  auditLog,
  mailQueue,
  passwordResetRequests,
  passwordResetTokens,
  refreshTokens,
  users,
} from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  teacher = (await t.login('teacher1')).token;
}, 120_000);
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  userType: string,
  file?: { name: string; bytes: Buffer },
  url = '/api/admin/bulk-upload-users',
) {
  const body = multipart({ userType }, file);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...auth(admin), ...body.headers },
  });
}

const STUDENT_HEADER =
  'username,salutation,firstName,lastName,password,dob,address,currentYearId,registrationStatus';
const csv = (...lines: string[]) => Buffer.from(`${[STUDENT_HEADER, ...lines].join('\n')}\n`);

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/**
 * A minimal zip whose one entry unzips to `size` bytes of spaces: a zip bomb in xlsx clothing.
 * `declaredSize` lets the directory lie about it, as a crafted bomb would.
 */
function zipBomb(size: number, declaredSize = size): Buffer {
  const data = Buffer.alloc(size, 0x20);
  const compressed = deflateRawSync(data, { level: 9 });
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + compressed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, compressed, central, name, end]);
}

async function userCount() {
  return (await t.database.db.select({ id: users.id }).from(users)).length;
}

describe('admin calls answer only admins', () => {
  it.each([
    ['GET', '/api/admin/training-partners'],
    ['GET', '/api/admin/admin-requests'],
    ['GET', '/api/admin/password-reset-requests'],
    ['GET', '/api/admin/dashboard'],
    ['POST', '/api/admin/create-student'],
    ['PATCH', '/api/admin/admin-requests/1/approve'],
    ['PATCH', '/api/admin/password-reset-requests/1/approve'],
    ['POST', '/api/admin/bulk-upload-users'],
    ['POST', '/api/admin/create-cohort'],
    ['GET', '/api/admin/bulk-template?userType=student&format=csv'],
  ] as const)('%s %s answers 403 to a teacher and 401 without a token', async (method, url) => {
    const asTeacher = await call(method, url, method === 'GET' ? undefined : {}, teacher);
    expect(asTeacher.statusCode).toBe(403);
    expect(asTeacher.json()).toEqual({ success: false, message: 'Access denied' });
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('reference data and lookup', () => {
  it('lists partners, centers and curricula, and looks a student up by id', async () => {
    const partners = (await call('GET', '/api/admin/training-partners')).json();
    expect(partners.data.length).toBeGreaterThanOrEqual(2);
    expect(partners.data[0]).toHaveProperty('TP_Name');
    const centers = (await call('GET', '/api/admin/training-centers')).json();
    expect(centers.data.length).toBeGreaterThanOrEqual(3);
    const curricula = (await call('GET', '/api/admin/curriculums')).json();
    expect(curricula.data.length).toBeGreaterThanOrEqual(2);
    const [student] = await t.database.db.select().from(users).where(eq(users.type, 'student')).limit(1);
    const found = await call('GET', `/api/admin/student/${student!.id}`);
    expect(found.json().data).toMatchObject({ ST_id: student!.id, ST_Username: student!.username });
    const teacherRow = (
      await t.database.db.select().from(users).where(eq(users.type, 'teacher')).limit(1)
    )[0]!;
    expect((await call('GET', `/api/admin/student/${teacherRow.id}`)).json()).toEqual({
      success: false,
      message: 'Student not found',
    });
  });
});

describe('POST /api/admin/create-student and create-teacher', () => {
  const student = {
    username: 'New.Student@School.example',
    firstName: '<b>Riya</b>',
    lastName: 'Das',
    password: 'Learn@2026',
    dob: '2013-02-01',
    currentYearId: 2026,
  };

  it('creates a student, answers data.studentId, audits it, and refuses the same e-mail with 409', async () => {
    const response = await call('POST', '/api/admin/create-student', student);
    expect(response.statusCode).toBe(200);
    const { studentId } = response.json().data;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, studentId));
    expect(row).toMatchObject({
      username: 'new.student@school.example',
      firstName: '<b>Riya</b>',
      type: 'student',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(studentId)));
    expect(audits.map((a) => a.action)).toContain('user.create');
    const again = await call('POST', '/api/admin/create-student', student);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email address already exists');
  });

  it('takes the same salutations for a student as for staff, Prof among them (issue 28)', async () => {
    const response = await call('POST', '/api/admin/create-student', {
      ...student,
      username: 'prof.student@school.example',
      salutation: 'Prof',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, response.json().data.studentId));
    expect(row!.salutation).toBe('Prof');
  });

  it.each([
    [{ ...student, username: '' }, 'Email address is required'],
    [{ ...student, username: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...student, firstName: ' ' }, 'First name is required'],
    [{ ...student, password: '123' }, 'Password must be at least 6 characters'],
    [{ ...student, dob: '' }, 'Date of birth is required'],
    [{ ...student, currentYearId: 'abc' }, 'Current Year ID must be a number'],
  ])('refuses bad input with the spec message (%#)', async (body, message) => {
    const before = await userCount();
    const response = await call('POST', '/api/admin/create-student', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('creates a teacher with data.teacherId and refuses unknown or mismatched centers with 400', async () => {
    const centers = (await call('GET', '/api/admin/training-centers')).json().data;
    const center = centers[0];
    const teacherBody = {
      email: 'new.teacher@school.example',
      firstName: 'Anil',
      lastName: 'Kapoor',
      password: 'Teach@2026',
      trainingCenterId: center.TC_id,
      trainingPartnerId: center.TP_id,
    };
    const created = await call('POST', '/api/admin/create-teacher', teacherBody);
    expect(created.statusCode).toBe(200);
    expect(created.json().data.teacherId).toBeGreaterThan(0);
    const unknown = await call('POST', '/api/admin/create-teacher', {
      ...teacherBody,
      email: 'x@school.example',
      trainingCenterId: 99999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Training center not found');
    const other = centers.find((c: { TP_id: number }) => c.TP_id !== center.TP_id);
    const mismatch = await call('POST', '/api/admin/create-teacher', {
      ...teacherBody,
      email: 'y@school.example',
      trainingPartnerId: other.TP_id,
    });
    expect(mismatch.statusCode).toBe(400);
    const missing = await call('POST', '/api/admin/create-teacher', { ...teacherBody, trainingCenterId: '' });
    expect(missing.json().message).toBe('Training Center is required');
  });
});

describe('POST /api/admin/create-training-center and create-cohort', () => {
  it('creates a center (data.trainingCenterId), refuses unknown partners and bad input', async () => {
    const partner = (await call('GET', '/api/admin/training-partners')).json().data[0];
    const created = await call('POST', '/api/admin/create-training-center', {
      tcName: '  Nashik Centre ',
      tcSpocEmail: 'SPOC@nashik.example',
      currentYearId: 2026,
      trainingPartnerId: partner.TP_id,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.trainingCenterId).toBeGreaterThan(0);
    const unknown = await call('POST', '/api/admin/create-training-center', {
      tcName: 'X',
      trainingPartnerId: 9999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Training partner not found');
    expect(
      (await call('POST', '/api/admin/create-training-center', { tcName: '', trainingPartnerId: 1 })).json()
        .message,
    ).toBe('Training Center name is required');
    expect(
      (
        await call('POST', '/api/admin/create-training-center', {
          tcName: 'Y',
          trainingPartnerId: partner.TP_id,
          tcSpocEmail: 'nope',
        })
      ).json().message,
    ).toBe('Please enter a valid email address');
  });

  it('creates a cohort with the known students and lists unknown ids in data.studentErrors', async () => {
    const [student] = await t.database.db.select().from(users).where(eq(users.type, 'student')).limit(1);
    const center = (await call('GET', '/api/admin/training-centers')).json().data[0];
    const curriculum = (await call('GET', '/api/admin/curriculums')).json().data[0];
    const response = await call('POST', '/api/admin/create-cohort', {
      chName: 'Class 8 B',
      curriculumId: curriculum.CU_id,
      trainingCenterId: center.TC_id,
      students: [student!.id, 999_999],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.studentErrors).toEqual(['Student 999999 not found']);
    const unknownCurriculum = await call('POST', '/api/admin/create-cohort', {
      chName: 'Z',
      curriculumId: 9999,
      trainingCenterId: center.TC_id,
    });
    expect(unknownCurriculum.statusCode).toBe(400);
    expect(
      (
        await call('POST', '/api/admin/create-cohort', { chName: '', curriculumId: 1, trainingCenterId: 1 })
      ).json().message,
    ).toBe('Cohort name is required');
  });
});

describe('POST /api/admin/bulk-upload-users', () => {
  it('creates the valid rows once, reports every bad row, and refuses the same file a second time', async () => {
    const file = csv(
      'bulk.one@school.example,Ms,Asha,Patel,Welcome@2026,2012-05-17,Pune,2026,A',
      'not-an-email,Mr,Bad,Row,Welcome@2026,2012-05-17,,,',
      'bulk.two@school.example,,Ravi,Kumar,123,2012-05-17,,,',
      'bulk.three@school.example,,Meera,Joshi,Welcome@2026,2012-05-18,,abc,',
      'bulk.one@school.example,,Dup,Licate,Welcome@2026,2012-05-17,,,',
      'student@pathshala.example,,Taken,Email,Welcome@2026,2012-05-17,,,',
    );
    const preview = await upload(
      'student',
      { name: 'students.csv', bytes: file },
      '/api/admin/bulk-upload-preview',
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.totalRows).toBe(6);
    expect(preview.json().data.rows).toHaveLength(5);
    const before = await userCount();
    const response = await upload('student', { name: 'students.csv', bytes: file });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.created).toBe(1);
    expect(data.errors).toBe(5);
    expect(data.rowErrors).toEqual([
      { row: 3, column: 'username', reason: 'Please enter a valid email address' },
      { row: 4, column: 'password', reason: 'Password must be at least 6 characters' },
      { row: 5, column: 'currentYearId', reason: 'Current Year ID must be a number' },
      { row: 6, column: 'username', reason: 'This email address appears more than once in the file' },
      { row: 7, column: 'username', reason: 'An account with this email address already exists' },
    ]);
    expect(data.errorDetails[0]).toBe('Row 3: username: Please enter a valid email address');
    expect(data.failedRows.map((failed: { row: number }) => failed.row)).toEqual([3, 4, 5, 6, 7]);
    expect(data.failedRows[0].values).toMatchObject({ username: 'not-an-email', firstName: 'Bad' });
    expect(await userCount()).toBe(before + 1);
    const again = await upload('student', { name: 'students-copy.csv', bytes: file });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This file was already uploaded; nothing was created this time.');
    expect(await userCount()).toBe(before + 1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bulk_upload.process'));
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });

  it('reads teachers from an .xlsx file and students from an .xls file', async () => {
    const center = (await call('GET', '/api/admin/training-centers')).json().data[0];
    const xlsx = workbook(
      [
        [
          'email',
          'salutation',
          'firstName',
          'lastName',
          'password',
          'address',
          'trainingCenterId',
          'trainingPartnerId',
          'registrationStatus',
        ],
        [
          'xlsx.teacher@school.example',
          'Prof',
          'Kiran',
          'Rao',
          'Teach@2026',
          '',
          center.TC_id,
          center.TP_id,
          'A',
        ],
        ['xlsx.teacher2@school.example', '', 'Nina', 'Shah', 'Teach@2026', '', 99999, center.TP_id, ''],
      ],
      'xlsx',
    );
    const teachers = await upload('teacher', { name: 'teachers.xlsx', bytes: xlsx });
    expect(teachers.json().data).toMatchObject({ created: 1, errors: 1 });
    expect(teachers.json().data.rowErrors[0]).toEqual({
      row: 3,
      column: 'trainingCenterId',
      reason: 'Training center not found',
    });
    const xls = workbook(
      [
        STUDENT_HEADER.split(','),
        [
          'xls.student@school.example',
          'Mr',
          'Dev',
          'Nair',
          'Learn@2026',
          new Date(2012, 4, 17),
          '',
          2026,
          'A',
        ],
      ],
      'biff8',
    );
    const students = await upload('student', { name: 'students.xls', bytes: xls });
    expect(students.statusCode).toBe(200);
    expect(students.json().data).toMatchObject({ created: 1, errors: 0 });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'xls.student@school.example'));
    expect(row?.dateOfBirth).toBe('2012-05-17');
  });

  it.each([
    [
      'a .txt file',
      { name: 'users.txt', bytes: Buffer.from('hello') },
      400,
      'Please upload a CSV or Excel file',
    ],
    [
      'an .exe renamed .csv',
      {
        name: 'users.csv',
        bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(64)]),
      },
      400,
      'Please upload a CSV or Excel file',
    ],
    [
      'an oversized file',
      { name: 'big.csv', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 0x61) },
      413,
      'The file is larger than 5 MB. Please split it into smaller files.',
    ],
    [
      'a zip bomb named .xlsx',
      { name: 'bomb.xlsx', bytes: zipBomb(80 * 1024 * 1024) },
      400,
      'The file could not be read. Please upload a CSV or Excel file made from the template.',
    ],
    [
      'a zip bomb that lies about its size',
      { name: 'liar.xlsx', bytes: zipBomb(200 * 1024 * 1024, 1_000) },
      400,
      'The file could not be read. Please upload a CSV or Excel file made from the template.',
    ],
    [
      'a file without the template columns',
      { name: 'x.csv', bytes: Buffer.from('a,b\n1,2\n') },
      400,
      'The file is missing the column "Email address (username)"',
    ],
    [
      'more than 5,000 rows',
      {
        name: 'long.csv',
        bytes: csv(
          ...Array.from({ length: 5001 }, (_, i) => `s${i}@x.example,,A,B,Welcome@2026,2012-01-01,,,`),
        ),
      },
      413,
      'The file has more than 5,000 rows. Please split it into smaller files.',
    ],
  ])(
    'refuses %s with a clear message and creates nothing',
    async (_label, file, status, message) => {
      const before = await userCount();
      const response = await upload('student', file);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
      expect(await userCount()).toBe(before);
    },
    30_000,
  );

  it('creates 200 students from one spreadsheet in one go', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => [
      `class9.${i}@school.example`,
      '',
      `First${i}`,
      'Student',
      'Welcome@2026',
      '2011-06-01',
      '',
      2026,
      'A',
    ]);
    const response = await upload('student', {
      name: 'class9.xlsx',
      bytes: workbook([STUDENT_HEADER.split(','), ...rows], 'xlsx'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ created: 200, errors: 0 });
    const [last] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'class9.199@school.example'));
    expect(last?.firstName).toBe('First199');
  }, 60_000);

  it('refuses a missing user type or file', async () => {
    expect((await upload('parent', { name: 'a.csv', bytes: csv() })).json().message).toBe(
      'Please choose the user type: student or teacher',
    );
    expect((await upload('student')).json().message).toBe('Please choose a file to upload');
  });

  it('serves both templates as CSV and XLSX', async () => {
    const csvTemplate = await call('GET', '/api/admin/bulk-template?userType=teacher&format=csv');
    expect(csvTemplate.statusCode).toBe(200);
    // Headed in words a person reads, the center and partner by name.
    expect(csvTemplate.body.split('\r\n')[0]).toBe(
      'Email address,Salutation,First name,Last name,Password,Address,Training center,Training partner,Status',
    );
    const xlsxTemplate = await call('GET', '/api/admin/bulk-template?userType=student&format=xlsx');
    expect(xlsxTemplate.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = XLSX.read(xlsxTemplate.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual([
      'Email address (username)',
      'Salutation',
      'First name',
      'Last name',
      'Password',
      'Date of birth',
      'Address',
      'Current year',
      'Status',
      'Cohort',
    ]);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/admin/bulk-template');
  });
});

describe('admin access requests', () => {
  const request = {
    email: 'new.admin@school.example',
    username: 'new.admin',
    firstName: 'Neha',
    lastName: 'Gupta',
    password: 'Strong@Pass1',
    justification: 'I coordinate the new centre and must create accounts.',
  };

  it('creates a P request (data.adminId); the requester cannot approve it while another admin exists', async () => {
    const created = await call('POST', '/api/admin/create-admin', request);
    expect(created.statusCode).toBe(200);
    const { adminId } = created.json().data;
    const list = (await call('GET', '/api/admin/admin-requests')).json().data;
    expect(list.find((item: { id: number }) => item.id === adminId)).toMatchObject({
      status: 'P',
      statusText: 'Pending',
    });
    expect(list[0].insertDate).toMatch(/^\d{8}$/);
    const self = await call('PATCH', `/api/admin/admin-requests/${adminId}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Another administrator must approve your own request');
    // Another admin (the demo's approved one) approves it.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'lakshmi.k', password: 'Admin@123' },
    });
    const approved = await call(
      'PATCH',
      `/api/admin/admin-requests/${adminId}/approve`,
      undefined,
      other.json().token,
    );
    expect(approved.statusCode).toBe(200);
    const after = (await call('GET', '/api/admin/admin-requests')).json().data;
    expect(after.find((item: { id: number }) => item.id === adminId)).toMatchObject({
      status: 'A',
      approvedBy: 'Lakshmi Krishnan',
    });
    // The requester's password never opens the new account: its owner is mailed a link (four eyes).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'new.admin', password: request.password },
    });
    expect(login.statusCode).toBe(401);
    const twice = await call('PATCH', `/api/admin/admin-requests/${adminId}/reject`, {
      reason: 'Changed our mind now.',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('lets a lone active admin approve their own request, and records that', async () => {
    const created = await call('POST', '/api/admin/create-admin', {
      ...request,
      email: 'lone.admin@school.example',
      username: 'lone.admin',
    });
    const { adminId } = created.json().data;
    const [me] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    const others = await t.database.db.select().from(users).where(eq(users.type, 'admin'));
    const otherIds = others
      .filter((row) => row.id !== me!.id && row.registrationStatus === 'A')
      .map((row) => row.id);
    for (const id of otherIds) {
      await t.database.db.update(users).set({ registrationStatus: 'I' }).where(eq(users.id, id));
    }
    try {
      const approved = await call('PATCH', `/api/admin/admin-requests/${adminId}/approve`);
      expect(approved.statusCode).toBe(200);
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(adminId)));
      const approval = audits.find((entry) => entry.action === 'admin_request.approve');
      expect(approval?.details).toMatchObject({ selfApproval: true });
    } finally {
      for (const id of otherIds) {
        await t.database.db.update(users).set({ registrationStatus: 'A' }).where(eq(users.id, id));
      }
    }
  });

  it('rejects with a reason of at least 10 characters, refuses bad input and duplicates', async () => {
    const pending = (await call('GET', '/api/admin/admin-requests'))
      .json()
      .data.find((item: { status: string }) => item.status === 'P');
    const short = await call('PATCH', `/api/admin/admin-requests/${pending.id}/reject`, { reason: 'no' });
    expect(short.json().message).toBe('Please provide a detailed rejection reason (minimum 10 characters)');
    const rejected = await call('PATCH', `/api/admin/admin-requests/${pending.id}/reject`, {
      reason: 'Not a centre coordinator.',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await call('PATCH', '/api/admin/admin-requests/99999/approve')).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/admin/create-admin', { ...request, justification: 'too short' })).json()
        .message,
    ).toBe('Please provide a detailed justification (at least 20 characters)');
    expect(
      (await call('POST', '/api/admin/create-admin', { ...request, password: 'alllowercase1' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/create-admin', { ...request, email: 'z@school.example' })).statusCode,
    ).toBe(409);
  });
});

describe('password reset requests', () => {
  async function pendingRequestFor(username: string) {
    const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
    const [request] = await t.database.db
      .insert(passwordResetRequests)
      .values({ userId: user!.id, email: user!.email!, userType: user!.type })
      .returning();
    await t.database.db.insert(passwordResetTokens).values({
      requestId: request!.id,
      userId: user!.id,
      tokenHash: `hash-${request!.id}`,
      expiresAt: new Date(t.clock.now().getTime() + 30 * 60_000),
    });
    return { user: user!, request: request! };
  }

  it('filters by status and shows who processed each', async () => {
    const pending = (await call('GET', '/api/admin/password-reset-requests?status=pending')).json().data;
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect(pending.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    const approved = (await call('GET', '/api/admin/password-reset-requests?status=approved')).json().data;
    expect(approved[0].processedBy).toBe('Sunita Rao');
    expect((await call('GET', '/api/admin/password-reset-requests?status=bogus')).statusCode).toBe(400);
  });

  it('approval sets a 12-character temporary password, forces a change, ends sessions, voids the link and mails it', async () => {
    const { user, request } = await pendingRequestFor('new.student@school.example');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'Learn@2026' },
    });
    const response = await call('PATCH', `/api/admin/password-reset-requests/${request.id}/approve`, {
      notes: 'Phoned',
    });
    expect(response.statusCode).toBe(200);
    const { temporaryPassword } = response.json().data;
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    const [updated] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(updated!.mustChangePassword).toBe(true);
    const tokens = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    const [link] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.requestId, request.id));
    expect(link!.voidedAt).not.toBeNull();
    const mails = await t.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, user.email!));
    expect(mails.some((mail) => mail.textBody.includes(temporaryPassword))).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: temporaryPassword },
    });
    expect(login.json().user.mustChangePassword).toBe(true);
    const again = await call('PATCH', `/api/admin/password-reset-requests/${request.id}/approve`, {});
    expect(again.statusCode).toBe(409);
  });

  it('rejection needs a 10-character reason, voids the link, mails the reason and leaves the password', async () => {
    const { user, request } = await pendingRequestFor('new.teacher@school.example');
    const short = await call('PATCH', `/api/admin/password-reset-requests/${request.id}/reject`, {
      reason: 'short',
    });
    expect(short.statusCode).toBe(400);
    const response = await call('PATCH', `/api/admin/password-reset-requests/${request.id}/reject`, {
      reason: 'We could not verify who asked.',
    });
    expect(response.statusCode).toBe(200);
    const [link] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.requestId, request.id));
    expect(link!.voidedAt).not.toBeNull();
    const mails = await t.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, user.email!));
    expect(mails.some((mail) => mail.textBody.includes('We could not verify who asked.'))).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'Teach@2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/admin/password-reset-requests/${request.id}/approve`, {})).statusCode,
    ).toBe(409);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('answers statistics, the real system status and recent activity from the audit log', async () => {
    const response = await call('GET', '/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.statistics.students).toBeGreaterThan(0);
    expect(data.systemStatus.database).toMatchObject({ ok: true });
    expect(['pglite', 'postgres']).toContain(data.systemStatus.database.driver);
    expect(data.systemStatus.fileStorage.writable).toBe(true);
    expect(data.systemStatus.fileStorage.freeBytes).toBeGreaterThan(0);
    // Nightly backups are on by default (BACKUP_HOUR=2); none has been made in this test yet.
    expect(data.systemStatus.backup).toEqual({ configured: true, lastBackupAt: null });
    expect(data.recentActivity.map((entry: { action: string }) => entry.action)).toContain(
      'password_reset.reject',
    );
  });
});
