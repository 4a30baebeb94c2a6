import type { Accommodation, AccommodationStudent } from '@pathshala/contracts';
import type { Messages } from '../../i18n';
import { useSession } from '../../lib/session-provider';

export const studentName = (student: { firstName: string; lastName: string }) =>
  `${student.firstName} ${student.lastName}`.trim();

/** "+25% time" or "+30 min". */
export const amountText = (
  t: Messages['accommodations'],
  extraTime: Pick<Accommodation, 'kind' | 'amount'>,
) => t.amount[extraTime.kind](extraTime.amount);

/** The row the caller writes: an admin's is the school-wide one, a teacher's her own. */
export function useEditableRow(student: AccommodationStudent): Accommodation | null {
  return useSession().user?.type === 'admin' ? student.schoolWide : student.own;
}
