import type { Accommodation } from '@pathshala/contracts';
import type { Messages } from '../../i18n';

export const studentName = (student: { firstName: string; lastName: string }) =>
  `${student.firstName} ${student.lastName}`.trim();

/** "+25% time" or "+30 min". */
export const amountText = (
  t: Messages['accommodations'],
  extraTime: Pick<Accommodation, 'kind' | 'amount'>,
) => t.amount[extraTime.kind](extraTime.amount);
