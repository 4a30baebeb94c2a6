import { MEMBER_LIST_MAX_CHARACTERS } from './cohort-member-list';

type Role = 'student' | 'teacher';
type Change = 'add' | 'remove';

/** The words of the cohort calls, for the API's answers and the web's catalogue. */
export const cohortMessages = {
  notFound: 'Cohort not found',
  nameTaken: 'A cohort with this name already exists in this training center',
  nothingToChange: 'Please give a new name or semester',
  roleInvalid: 'Please choose whether the list holds students or teachers',
  listRequired: 'Please paste at least one e-mail address or username',
  listTooLong: `The list is longer than ${MEMBER_LIST_MAX_CHARACTERS.toLocaleString('en')} characters. Please split it.`,
  listTooManyEntries: (max: number) =>
    `The list has more than ${max.toLocaleString('en')} entries. Please split it.`,
  idsRequired: 'Please choose at least one student or teacher',
  tooManyIds: 'At most 5,000 people can be chosen at once',
  fileNoEntries: 'The file has no e-mail addresses or usernames',
  membersRefused: (problems: string) => `Nothing was created: ${problems}`,
  /** Why one id or line was not used (plain words, shown beside the line). */
  problem: {
    noSuchPerson: (role: Role) => `No ${role} has this e-mail address or username`,
    noSuchId: (role: Role) => `No ${role} has this ID`,
    wrongType: (role: Role, actual: string) =>
      `This is ${actual === 'admin' ? 'an administrator' : `a ${actual}`}, not a ${role}`,
    inactive: (role: Role) => `This ${role} is not active`,
    tooLong: 'This is too long to be an e-mail address or username',
  },
  summary: (change: Change, changed: number, unchanged: number, problems: number) =>
    [
      `${change === 'add' ? 'Added' : 'Removed'} ${changed} ${changed === 1 ? 'person' : 'people'}`,
      unchanged > 0
        ? `${unchanged} ${change === 'add' ? 'already in the cohort' : 'not in the cohort'}`
        : null,
      problems > 0 ? `${problems} not matched` : null,
    ]
      .filter(Boolean)
      .join('; '),
} as const;
