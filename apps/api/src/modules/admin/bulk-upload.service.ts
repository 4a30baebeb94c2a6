import { createHash } from 'node:crypto';
import {
  BULK_FILE_COLUMNS,
  BULK_PREVIEW_ROWS,
  type BulkRowError,
  type BulkUserType,
  bulkMessages,
  CreateStudentBody,
  CreateTeacherBody,
  messages,
  restoreCsvText,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { uniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict } from '../../lib/errors';
import { hashPasswordsInBulk } from '../../lib/passwords';
import type { Actor } from '../../plugins/auth';
import { displayName } from '../auth/auth.presenter';
import { studentRow, teacherRow } from './accounts.service';
import {
  findBulkUpload,
  findPeopleOfBulkUpload,
  findTakenEmails,
  insertBulkUpload,
  insertUsers,
  type NewUserRow,
} from './admin.repository';
import { detectSpreadsheetKind, parseSpreadsheet, splitSheet } from './bulk-file';
import { loadOrganisation, ORGANISATION_COLUMNS, resolveTeacherOrganisation } from './bulk-organisation';
import { plainReason } from './bulk-row-reasons';

const REQUIRED_COLUMNS: Record<BulkUserType, readonly string[]> = {
  student: ['username', 'firstName', 'lastName', 'password', 'dob'],
  teacher: ['email', 'firstName', 'lastName', 'password'],
};
/** A teacher's center and partner: by ID or by name, one of each pair of columns is needed. */
const EITHER_COLUMNS: Record<BulkUserType, ReadonlyArray<readonly [string, string]>> = {
  student: [],
  teacher: [
    ['trainingCenterId', 'trainingCenterName'],
    ['trainingPartnerId', 'trainingPartnerName'],
  ],
};
const EMAIL_COLUMN: Record<BulkUserType, 'username' | 'email'> = { student: 'username', teacher: 'email' };
/** Rows per INSERT, well under PostgreSQL's bind-parameter limit. */
const INSERT_CHUNK_ROWS = 500;

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

type ValidRow = { rowNumber: number; email: string; body: CreateStudentBody | CreateTeacherBody };

/** Reads the file safely and maps each data row to the template's columns (blank cells omitted). */
async function readRecords(file: UploadedFile, userType: BulkUserType) {
  const kind = detectSpreadsheetKind(file.fileName, file.bytes);
  const { header, dataRows } = splitSheet(await parseSpreadsheet(file.bytes, kind));
  const columns: readonly string[] = BULK_FILE_COLUMNS[userType];
  const indexOf = new Map<string, number>();
  header.forEach((name, index) => {
    const column = columns.find((candidate) => candidate.toLowerCase() === name.trim().toLowerCase());
    if (column && !indexOf.has(column)) indexOf.set(column, index);
  });
  const missing = REQUIRED_COLUMNS[userType].find((column) => !indexOf.has(column));
  if (missing) throw badRequest(messages.admin.bulkMissingColumn(missing));
  const missingPair = EITHER_COLUMNS[userType].find(([id, name]) => !indexOf.has(id) && !indexOf.has(name));
  if (missingPair) throw badRequest(bulkMessages.organisationColumnMissing(...missingPair));
  if (dataRows.length === 0) throw badRequest(messages.admin.bulkEmpty);
  const records = dataRows.map(({ rowNumber, cells }) => {
    const values: Record<string, string> = {};
    for (const [column, index] of indexOf) {
      // A failed-rows file we wrote comes back with formulas neutralised: read the text as typed.
      const value = restoreCsvText(cells[index] ?? '');
      if (value !== '') values[column] = value;
    }
    return { rowNumber, values };
  });
  return { columns: columns.filter((column) => indexOf.has(column)), records };
}

export function createBulkUploadService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    /** The header and first rows as the server reads them, so the admin sees what will be processed. */
    async preview(file: UploadedFile, userType: BulkUserType) {
      const { columns, records } = await readRecords(file, userType);
      return {
        columns,
        rows: records
          .slice(0, BULK_PREVIEW_ROWS)
          .map(({ values }) => columns.map((column) => values[column] ?? '')),
        totalRows: records.length,
      };
    },

    /**
     * Validates every row with the single forms' rules and creates the valid ones in one transaction,
     * once per file: the same file (by SHA-256) uploaded again creates nothing and answers 409.
     */
    async process(actor: Actor, file: UploadedFile, userType: BulkUserType) {
      const fileSha256 = createHash('sha256').update(file.bytes).digest('hex');
      if (await findBulkUpload(db, fileSha256, userType)) throw conflict(messages.admin.bulkAlreadyUploaded);
      const { records } = await readRecords(file, userType);
      const emailColumn = EMAIL_COLUMN[userType];
      const schema = userType === 'student' ? CreateStudentBody : CreateTeacherBody;

      const rowErrors: BulkRowError[] = [];
      const candidates: ValidRow[] = [];
      const seenEmails = new Set<string>();
      const organisation = userType === 'teacher' ? await loadOrganisation(db) : null;
      for (const { rowNumber, values } of records) {
        const problems: Array<{ column: string; reason: string }> = [];
        let input: Record<string, string> = values;
        if (organisation) {
          // The center and partner, by ID or by name, become the ids the single form takes.
          const found = resolveTeacherOrganisation(organisation, values);
          if ('problems' in found) problems.push(...found.problems);
          else {
            input = {
              ...values,
              trainingCenterId: String(found.trainingCenterId),
              trainingPartnerId: String(found.trainingPartnerId),
            };
          }
        }
        const parsed = schema.safeParse(input);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const column = String(issue.path[0] ?? 'row');
            if (organisation && ORGANISATION_COLUMNS.includes(column)) continue;
            problems.push({ column, reason: plainReason(userType, column, issue) });
          }
        }
        if (problems.length > 0) {
          const reported = new Set<string>();
          for (const { column, reason } of problems) {
            if (reported.has(column)) continue;
            reported.add(column);
            rowErrors.push({ row: rowNumber, column, reason });
          }
          continue;
        }
        if (!parsed.success) continue;
        const email = 'username' in parsed.data ? parsed.data.username : parsed.data.email;
        if (seenEmails.has(email)) {
          rowErrors.push({ row: rowNumber, column: emailColumn, reason: messages.admin.bulkDuplicateInFile });
          continue;
        }
        seenEmails.add(email);
        candidates.push({ rowNumber, email, body: parsed.data });
      }

      const taken = await findTakenEmails(db, userType, [...seenEmails]);
      const valid: ValidRow[] = [];
      for (const candidate of candidates) {
        if (taken.has(candidate.email)) {
          rowErrors.push({
            row: candidate.rowNumber,
            column: emailColumn,
            reason: messages.admin.emailTaken,
          });
          continue;
        }
        valid.push(candidate);
      }
      rowErrors.sort((a, b) => a.row - b.row);

      // Hash before the transaction (argon2 is slow and must not hold the connection), a bounded
      // number at a time so that sign-ins during the upload are not queued behind every row.
      const now = clock.now();
      const hashes = await hashPasswordsInBulk(valid.map(({ body }) => body.password));
      const rows: NewUserRow[] = valid.map(({ body }, index) => {
        const passwordHash = hashes[index] as string;
        return 'username' in body ? studentRow(body, passwordHash, now) : teacherRow(body, passwordHash, now);
      });
      const recordUpload = (tx: Executor) =>
        recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'bulk_upload.process',
            entityType: userType,
            entityId: fileSha256.slice(0, 16),
            details: { fileName: file.fileName, created: rows.length, errors: rowErrors.length },
          },
          now,
        );
      let createdPeople: Array<{ id: number; name: string; username: string }> = [];
      try {
        await db.transaction(async (tx) => {
          if (rows.length === 0) return recordUpload(tx);
          const bulkUploadId = await insertBulkUpload(tx, {
            fileSha256,
            userType,
            fileName: file.fileName.slice(0, 255),
            createdCount: rows.length,
            uploadedBy: actor.id,
            createdAt: now,
          });
          // Each account remembers its upload, so the admin can list whom one file created.
          const marked = rows.map((row) => ({ ...row, bulkUploadId }));
          for (let start = 0; start < marked.length; start += INSERT_CHUNK_ROWS) {
            await insertUsers(tx, marked.slice(start, start + INSERT_CHUNK_ROWS));
          }
          createdPeople = (await findPeopleOfBulkUpload(tx, bulkUploadId)).map((person) => ({
            id: person.id,
            name: displayName(person),
            username: person.username,
          }));
          await recordUpload(tx);
        });
      } catch (error) {
        // Another upload of the same file, or of the same people, committed first.
        const constraint = uniqueViolation(error);
        if (constraint === 'bulk_uploads_file_unique') throw conflict(messages.admin.bulkAlreadyUploaded);
        if (constraint !== null) throw conflict(messages.admin.emailTaken);
        throw error;
      }
      const failedRowNumbers = new Set(rowErrors.map(({ row }) => row));
      return {
        created: rows.length,
        errors: rowErrors.length,
        errorDetails: rowErrors.map(({ row, column, reason }) =>
          messages.admin.bulkRowError(row, column, reason),
        ),
        rowErrors,
        createdPeople,
        failedRows: records
          .filter(({ rowNumber }) => failedRowNumbers.has(rowNumber))
          .map(({ rowNumber, values }) => ({ row: rowNumber, values })),
      };
    },
  };
}
