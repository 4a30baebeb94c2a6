import type { AdminRequestItem, PasswordResetRequestItem } from '@pathshala/contracts';
import type { adminRequests, passwordResetRequests, users } from '@pathshala/db';
import { displayName } from '../auth/auth.presenter';

type UserRow = typeof users.$inferSelect;

const ADMIN_REQUEST_STATUS_TEXT = { P: 'Pending', A: 'Approved', R: 'Rejected' } as const;
const RESET_STATUS_TEXT = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/** The spec's 8-digit insert date, YYYYMMDD (UTC). */
function eightDigitDate(at: Date): string {
  return at.toISOString().slice(0, 10).replaceAll('-', '');
}

export function presentStudentLookup(student: UserRow) {
  return {
    ST_id: student.id,
    ST_Username: student.username,
    ST_Firstname: student.firstName,
    ST_Lastname: student.lastName,
    ST_Registrationstatus: student.registrationStatus,
  };
}

export function presentAdminRequest(row: {
  request: typeof adminRequests.$inferSelect;
  requester: UserRow | null;
  processor: UserRow | null;
}): AdminRequestItem {
  const { request } = row;
  return {
    id: request.id,
    name: displayName(request),
    email: request.email,
    username: request.username,
    insertDate: eightDigitDate(request.createdAt),
    status: request.status,
    statusText: ADMIN_REQUEST_STATUS_TEXT[request.status],
    address: request.address,
    justification: request.justification,
    approvedBy: row.processor ? displayName(row.processor) : null,
    approvalDate: request.processedAt?.toISOString() ?? null,
    rejectionReason: request.rejectionReason,
    requestedBy: row.requester ? displayName(row.requester) : null,
  };
}

export function presentPasswordResetRequest(row: {
  request: typeof passwordResetRequests.$inferSelect;
  processor: UserRow | null;
}): PasswordResetRequestItem {
  const { request } = row;
  return {
    id: request.id,
    email: request.email,
    userType: request.userType,
    requestDate: request.requestedAt.toISOString(),
    status: request.status,
    statusText: RESET_STATUS_TEXT[request.status],
    processedDate: request.processedAt?.toISOString() ?? null,
    processedBy: row.processor ? displayName(row.processor) : null,
    adminNotes: request.adminNotes,
  };
}
