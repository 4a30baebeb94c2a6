import {
  cohortMessages,
  collectMemberEntries,
  MEMBER_LIST_MAX_ENTRIES,
  MemberChange,
  type MemberListEntry,
  MemberRole,
  messages,
} from '@pathshala/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { detectSpreadsheetKind, parseSpreadsheet } from '../admin/bulk-file';

export interface MemberUpload {
  change: MemberChange;
  role: MemberRole;
  fileName: string;
  bytes: Buffer;
}

/** The multipart upload's file, change and role; size and part limits come from the plugin. */
export async function readMemberUpload(request: FastifyRequest): Promise<MemberUpload> {
  if (!request.isMultipart()) throw badRequest(messages.admin.bulkFileMissing);
  let file: { fileName: string; bytes: Buffer } | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename ?? '', bytes };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.admin.bulkFileTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest(messages.admin.bulkFileMissing);
    }
    throw badRequest(messages.admin.bulkUnreadable);
  }
  const change = MemberChange.safeParse(fields.change);
  if (!change.success) throw badRequest(change.error.issues[0]!.message);
  const role = MemberRole.safeParse(fields.role);
  if (!role.success) throw badRequest(cohortMessages.roleInvalid);
  if (!file) throw badRequest(messages.admin.bulkFileMissing);
  return { change: change.data, role: role.data, ...file };
}

/** A header cell that names the column of e-mails or usernames. */
const LOGIN_HEADER = /^(e-?mail( address)?|username|user ?name|login)$/i;

/**
 * The e-mails or usernames of an uploaded list, each with its row in the sheet. A sheet whose first
 * row heads a column `email` or `username` (a bulk-upload template, say) is read from that column
 * under the header; any other sheet is a plain list in its first column, from the first row.
 */
export async function readMemberFile(fileName: string, bytes: Buffer): Promise<MemberListEntry[]> {
  const kind = detectSpreadsheetKind(fileName, bytes);
  const rows = await parseSpreadsheet(bytes, kind);
  const headerColumn = (rows[0] ?? []).findIndex((cell) => LOGIN_HEADER.test(cell.trim()));
  const column = Math.max(headerColumn, 0);
  const firstRow = headerColumn >= 0 ? 1 : 0;
  const entries = collectMemberEntries(
    rows.slice(firstRow).map((cells, index) => ({ line: firstRow + index + 1, text: cells[column] ?? '' })),
  );
  if (entries.length === 0) throw badRequest(cohortMessages.fileNoEntries);
  if (entries.length > MEMBER_LIST_MAX_ENTRIES) {
    throw new AppError(413, cohortMessages.listTooManyEntries(MEMBER_LIST_MAX_ENTRIES));
  }
  return entries;
}
