import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { api, type Endpoint } from '@pathshala/contracts';
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
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ApiCall;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
}, 120_000);
afterAll(async () => t?.close());

const signIn = (username: string, password: string) =>
  call(api.auth.login, { as: null, body: { username, password } });

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

function upload(userType: string, file?: { name: string; bytes: Buffer }) {
  const form = multipart({ userType }, file);
  return call(api.admin.bulkUpload, { as: 'admin', body: form.payload, headers: form.headers });
}
function preview(userType: string, file?: { name: string; bytes: Buffer }) {
  const form = multipart({ userType }, file);
  return call(api.admin.bulkPreview, { as: 'admin', body: form.payload, headers: form.headers });
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
  const a = api.admin;
  it.each(
    [
      a.trainingPartners,
      a.adminRequests,
      a.passwordResetRequests,
      a.dashboard,
      a.createStudent,
      a.approveAdminRequest,
      a.approvePasswordReset,
      a.bulkUpload,
      a.createCohort,
      a.bulkTemplate,
    ].map((endpoint: Endpoint) => [endpoint.method, endpoint.path, endpoint] as const),
  )('%s %s answers 403 to a teacher and 401 without a token', async (method, _path, endpoint) => {
    const request = {
      params: { id: 1 },
      query: endpoint === a.bulkTemplate ? { userType: 'student', format: 'csv' } : undefined,
      body: method === 'GET' ? undefined : {},
    };
    const asTeacher = await call(endpoint, { as: 'teacher1', ...request });
    expect(asTeacher.status).toBe(403);
    expect(asTeacher.body).toEqual({ success: false, message: 'Access denied' });
    expect((await call(endpoint, { as: null, ...request, body: undefined })).status).toBe(401);
  });
});

describe('reference data and lookup', () => {
  it('lists partners, centers and curricula, and looks a student up by id', async () => {
    const partners = (await call(api.admin.trainingPartners, { as: 'admin' })).body;
    expect(partners.data.length).toBeGreaterThanOrEqual(2);
    expect(partners.data[0]).toHaveProperty('TP_Name');
    const centers = (await call(api.admin.trainingCenters, { as: 'admin' })).body;
    expect(centers.data.length).toBeGreaterThanOrEqual(3);
    const curricula = (await call(api.admin.curriculums, { as: 'admin' })).body;
    expect(curricula.data.length).toBeGreaterThanOrEqual(2);
    const [student] = await t.database.db.select().from(users).where(eq(users.type, 'student')).limit(1);
    const found = await call(api.admin.student, { as: 'admin', params: { id: student!.id } });
    expect(found.body.data).toMatchObject({ ST_id: student!.id, ST_Username: student!.username });
    const teacherRow = (
      await t.database.db.select().from(users).where(eq(users.type, 'teacher')).limit(1)
    )[0]!;
    expect((await call(api.admin.student, { as: 'admin', params: { id: teacherRow.id } })).body).toEqual({
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
    const response = await call(api.admin.createStudent, { as: 'admin', body: student });
    expect(response.status).toBe(200);
    const { studentId } = response.body.data;
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
    const again = await call(api.admin.createStudent, { as: 'admin', body: student });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email address already exists');
  });

  it('takes the same salutations for a student as for staff, Prof among them (issue 28)', async () => {
    const response = await call(api.admin.createStudent, {
      as: 'admin',
      body: {
        ...student,
        username: 'prof.student@school.example',
        salutation: 'Prof',
      },
    });
    expect(response.status, response.text).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, response.body.data.studentId));
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
    const response = await call(api.admin.createStudent, { as: 'admin', body: body });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('creates a teacher with data.teacherId and refuses unknown or mismatched centers with 400', async () => {
    const centers = (await call(api.admin.trainingCenters, { as: 'admin' })).body.data;
    const center = centers[0]!;
    const teacherBody = {
      email: 'new.teacher@school.example',
      firstName: 'Anil',
      lastName: 'Kapoor',
      password: 'Teach@2026',
      trainingCenterId: center.TC_id,
      trainingPartnerId: center.TP_id,
    };
    const created = await call(api.admin.createTeacher, { as: 'admin', body: teacherBody });
    expect(created.status).toBe(200);
    expect(created.body.data.teacherId).toBeGreaterThan(0);
    const unknown = await call(api.admin.createTeacher, {
      as: 'admin',
      body: {
        ...teacherBody,
        email: 'x@school.example',
        trainingCenterId: 99999,
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Training center not found');
    const other = centers.find((c) => c.TP_id !== center.TP_id)!;
    const mismatch = await call(api.admin.createTeacher, {
      as: 'admin',
      body: {
        ...teacherBody,
        email: 'y@school.example',
        trainingPartnerId: other.TP_id,
      },
    });
    expect(mismatch.status).toBe(400);
    const missing = await call(api.admin.createTeacher, {
      as: 'admin',
      body: { ...teacherBody, trainingCenterId: '' },
    });
    expect(missing.body.message).toBe('Training Center is required');
  });
});

describe('POST /api/admin/create-training-center and create-cohort', () => {
  it('creates a center (data.trainingCenterId), refuses unknown partners and bad input', async () => {
    const partner = (await call(api.admin.trainingPartners, { as: 'admin' })).body.data[0]!;
    const created = await call(api.admin.createTrainingCenter, {
      as: 'admin',
      body: {
        tcName: '  Nashik Centre ',
        tcSpocEmail: 'SPOC@nashik.example',
        currentYearId: 2026,
        trainingPartnerId: partner.TP_id,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.trainingCenterId).toBeGreaterThan(0);
    const unknown = await call(api.admin.createTrainingCenter, {
      as: 'admin',
      body: {
        tcName: 'X',
        trainingPartnerId: 9999,
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Training partner not found');
    expect(
      (
        await call(api.admin.createTrainingCenter, {
          as: 'admin',
          body: { tcName: '', trainingPartnerId: 1 },
        })
      ).body.message,
    ).toBe('Training Center name is required');
    expect(
      (
        await call(api.admin.createTrainingCenter, {
          as: 'admin',
          body: {
            tcName: 'Y',
            trainingPartnerId: partner.TP_id,
            tcSpocEmail: 'nope',
          },
        })
      ).body.message,
    ).toBe('Please enter a valid email address');
  });

  it('creates a cohort with the known students and lists unknown ids in data.studentErrors', async () => {
    const [student] = await t.database.db.select().from(users).where(eq(users.type, 'student')).limit(1);
    const center = (await call(api.admin.trainingCenters, { as: 'admin' })).body.data[0]!;
    const curriculum = (await call(api.admin.curriculums, { as: 'admin' })).body.data[0]!;
    const response = await call(api.admin.createCohort, {
      as: 'admin',
      body: {
        chName: 'Class 8 B',
        curriculumId: curriculum.CU_id,
        trainingCenterId: center.TC_id,
        students: [student!.id, 999_999],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.studentErrors).toEqual(['Student 999999 not found']);
    const unknownCurriculum = await call(api.admin.createCohort, {
      as: 'admin',
      body: {
        chName: 'Z',
        curriculumId: 9999,
        trainingCenterId: center.TC_id,
      },
    });
    expect(unknownCurriculum.status).toBe(400);
    expect(
      (
        await call(api.admin.createCohort, {
          as: 'admin',
          body: { chName: '', curriculumId: 1, trainingCenterId: 1 },
        })
      ).body.message,
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
    const checked = await preview('student', { name: 'students.csv', bytes: file });
    expect(checked.status).toBe(200);
    expect(checked.body.data.totalRows).toBe(6);
    expect(checked.body.data.rows).toHaveLength(5);
    const before = await userCount();
    const response = await upload('student', { name: 'students.csv', bytes: file });
    expect(response.status).toBe(200);
    const data = response.body.data;
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
    expect(data.failedRows.map((failed) => failed.row)).toEqual([3, 4, 5, 6, 7]);
    expect(data.failedRows[0]?.values).toMatchObject({ username: 'not-an-email', firstName: 'Bad' });
    expect(await userCount()).toBe(before + 1);
    const again = await upload('student', { name: 'students-copy.csv', bytes: file });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This file was already uploaded; nothing was created this time.');
    expect(await userCount()).toBe(before + 1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bulk_upload.process'));
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });

  it('reads teachers from an .xlsx file and students from an .xls file', async () => {
    const center = (await call(api.admin.trainingCenters, { as: 'admin' })).body.data[0]!;
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
    expect(teachers.body.data).toMatchObject({ created: 1, errors: 1 });
    expect(teachers.body.data.rowErrors[0]).toEqual({
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
    expect(students.status).toBe(200);
    expect(students.body.data).toMatchObject({ created: 1, errors: 0 });
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
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ success: false, message });
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
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ created: 200, errors: 0 });
    const [last] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'class9.199@school.example'));
    expect(last?.firstName).toBe('First199');
  }, 60_000);

  it('refuses a missing user type or file', async () => {
    expect((await upload('parent', { name: 'a.csv', bytes: csv() })).body.message).toBe(
      'Please choose the user type: student or teacher',
    );
    expect((await upload('student')).body.message).toBe('Please choose a file to upload');
  });

  it('serves both templates as CSV and XLSX', async () => {
    const csvTemplate = await call(api.admin.bulkTemplate, {
      as: 'admin',
      query: { userType: 'teacher', format: 'csv' },
    });
    expect(csvTemplate.status).toBe(200);
    // Headed in words a person reads, the center and partner by name.
    expect(csvTemplate.text.split('\r\n')[0]).toBe(
      'Email address,Salutation,First name,Last name,Password,Address,Training center,Training partner,Status',
    );
    const xlsxTemplate = await call(api.admin.bulkTemplate, {
      as: 'admin',
      query: { userType: 'student', format: 'xlsx' },
    });
    expect(xlsxTemplate.bytes.subarray(0, 2).toString()).toBe('PK');
    const sheet = XLSX.read(xlsxTemplate.bytes, { type: 'buffer' });
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
    // The OpenAPI document is the docs plugin's, not an endpoint of the contracts.
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
    const created = await call(api.admin.createAdmin, { as: 'admin', body: request });
    expect(created.status).toBe(200);
    const { adminId } = created.body.data;
    const list = (await call(api.admin.adminRequests, { as: 'admin' })).body.data;
    expect(list.find((item) => item.id === adminId)).toMatchObject({
      status: 'P',
      statusText: 'Pending',
    });
    expect(list[0]?.insertDate).toMatch(/^\d{8}$/);
    const self = await call(api.admin.approveAdminRequest, { as: 'admin', params: { id: adminId } });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('Another administrator must approve your own request');
    // Another admin (the demo's approved one) approves it.
    const other = await signIn('lakshmi.k', 'Admin@123');
    const approved = await call(api.admin.approveAdminRequest, {
      as: { token: other.body.token },
      params: { id: adminId },
    });
    expect(approved.status).toBe(200);
    const after = (await call(api.admin.adminRequests, { as: 'admin' })).body.data;
    expect(after.find((item) => item.id === adminId)).toMatchObject({
      status: 'A',
      approvedBy: 'Lakshmi Krishnan',
    });
    // The requester's password never opens the new account: its owner is mailed a link (four eyes).
    const login = await signIn('new.admin', request.password);
    expect(login.status).toBe(401);
    const twice = await call(api.admin.rejectAdminRequest, {
      as: 'admin',
      params: { id: adminId },
      body: {
        reason: 'Changed our mind now.',
      },
    });
    expect(twice.status).toBe(409);
  });

  it('lets a lone active admin approve their own request, and records that', async () => {
    const created = await call(api.admin.createAdmin, {
      as: 'admin',
      body: {
        ...request,
        email: 'lone.admin@school.example',
        username: 'lone.admin',
      },
    });
    const { adminId } = created.body.data;
    const [me] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    const others = await t.database.db.select().from(users).where(eq(users.type, 'admin'));
    const otherIds = others
      .filter((row) => row.id !== me!.id && row.registrationStatus === 'A')
      .map((row) => row.id);
    for (const id of otherIds) {
      await t.database.db.update(users).set({ registrationStatus: 'I' }).where(eq(users.id, id));
    }
    try {
      const approved = await call(api.admin.approveAdminRequest, { as: 'admin', params: { id: adminId } });
      expect(approved.status).toBe(200);
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
    const pending = (await call(api.admin.adminRequests, { as: 'admin' })).body.data.find(
      (item) => item.status === 'P',
    )!;
    const short = await call(api.admin.rejectAdminRequest, {
      as: 'admin',
      params: { id: pending.id },
      body: { reason: 'no' },
    });
    expect(short.body.message).toBe('Please provide a detailed rejection reason (minimum 10 characters)');
    const rejected = await call(api.admin.rejectAdminRequest, {
      as: 'admin',
      params: { id: pending.id },
      body: {
        reason: 'Not a centre coordinator.',
      },
    });
    expect(rejected.status).toBe(200);
    expect((await call(api.admin.approveAdminRequest, { as: 'admin', params: { id: 99999 } })).status).toBe(
      404,
    );
    expect(
      (await call(api.admin.createAdmin, { as: 'admin', body: { ...request, justification: 'too short' } }))
        .body.message,
    ).toBe('Please provide a detailed justification (at least 20 characters)');
    expect(
      (await call(api.admin.createAdmin, { as: 'admin', body: { ...request, password: 'alllowercase1' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(api.admin.createAdmin, { as: 'admin', body: { ...request, email: 'z@school.example' } }))
        .status,
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
    const pending = (
      await call(api.admin.passwordResetRequests, { as: 'admin', query: { status: 'pending' } })
    ).body.data;
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect(pending.every((item) => item.status === 'pending')).toBe(true);
    const approved = (
      await call(api.admin.passwordResetRequests, { as: 'admin', query: { status: 'approved' } })
    ).body.data;
    expect(approved[0]?.processedBy).toBe('Sunita Rao');
    expect(
      (await call(api.admin.passwordResetRequests, { as: 'admin', query: { status: 'bogus' } })).status,
    ).toBe(400);
  });

  it('approval sets a 12-character temporary password, forces a change, ends sessions, voids the link and mails it', async () => {
    const { user, request } = await pendingRequestFor('new.student@school.example');
    await signIn(user.username, 'Learn@2026');
    const response = await call(api.admin.approvePasswordReset, {
      as: 'admin',
      params: { id: request.id },
      body: {
        notes: 'Phoned',
      },
    });
    expect(response.status).toBe(200);
    const temporaryPassword = response.body.data.temporaryPassword!;
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
    const login = await signIn(user.username, temporaryPassword);
    expect(login.body.user.mustChangePassword).toBe(true);
    const again = await call(api.admin.approvePasswordReset, {
      as: 'admin',
      params: { id: request.id },
      body: {},
    });
    expect(again.status).toBe(409);
  });

  it('rejection needs a 10-character reason, voids the link, mails the reason and leaves the password', async () => {
    const { user, request } = await pendingRequestFor('new.teacher@school.example');
    const short = await call(api.admin.rejectPasswordReset, {
      as: 'admin',
      params: { id: request.id },
      body: {
        reason: 'short',
      },
    });
    expect(short.status).toBe(400);
    const response = await call(api.admin.rejectPasswordReset, {
      as: 'admin',
      params: { id: request.id },
      body: {
        reason: 'We could not verify who asked.',
      },
    });
    expect(response.status).toBe(200);
    const [link] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.requestId, request.id));
    expect(link!.voidedAt).not.toBeNull();
    const mails = await t.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, user.email!));
    expect(mails.some((mail) => mail.textBody.includes('We could not verify who asked.'))).toBe(true);
    const login = await signIn(user.username, 'Teach@2026');
    expect(login.status).toBe(200);
    expect(
      (await call(api.admin.approvePasswordReset, { as: 'admin', params: { id: request.id }, body: {} }))
        .status,
    ).toBe(409);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('answers statistics, the real system status and recent activity from the audit log', async () => {
    const response = await call(api.admin.dashboard, { as: 'admin' });
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data.statistics.students).toBeGreaterThan(0);
    expect(data.systemStatus.database).toMatchObject({ ok: true });
    expect(['pglite', 'postgres']).toContain(data.systemStatus.database.driver);
    expect(data.systemStatus.fileStorage.writable).toBe(true);
    expect(data.systemStatus.fileStorage.freeBytes).toBeGreaterThan(0);
    // Nightly backups are on by default (BACKUP_HOUR=2); none has been made in this test yet.
    expect(data.systemStatus.backup).toEqual({ configured: true, lastBackupAt: null });
    expect(data.recentActivity.map((entry) => entry.action)).toContain('password_reset.reject');
  });
});
