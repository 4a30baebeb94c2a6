/** A bulk row's problems in plain words: what the cell must hold, never a validator's phrasing. */
export const bulkMessages = {
  statusInvalid: 'Status must be Active, Inactive or Pending (or A, I or P)',
  salutationInvalid: (options: readonly string[]) =>
    `Salutation must be ${options.slice(0, -1).join(', ')} or ${options.at(-1)}, or left empty`,
  dobInvalid: 'Date of birth must be a date like 2008-05-31',
  tooLong: (column: string, max: number) => `${column} must be at most ${max} characters`,
  wholeNumber: (column: string) => `${column} must be a whole number like 3`,
  organisationColumnMissing: (idColumn: string, nameColumn: string) =>
    `The file needs a column ${idColumn} or ${nameColumn}`,
  centerNamedAnywhere: (name: string) => `No training center is named "${name}"`,
  centerNameShared: (name: string, partners: readonly string[]) =>
    `${partners.length} training centers are named "${name}" (of ${partners.map((partner) => `"${partner}"`).join(', ')}): add the training partner`,
  partnerRequired: 'Training partner is required: give its ID or its name',
  centerRequired: 'Training center is required: give its ID or its name',
  partnerNamed: (name: string) => `No training partner is named "${name}"`,
  centerNamed: (name: string, partner: string) => `"${partner}" has no training center named "${name}"`,
  centerOfOtherPartner: (name: string, partner: string, other: string) =>
    `"${name}" is a training center of "${other}", not of "${partner}"`,
  partnerInactive: (name: string) => `Training partner "${name}" is deactivated`,
  centerInactive: (name: string) => `Training center "${name}" is deactivated`,
  cohortNamed: (name: string) => `No cohort is named "${name}"`,
  cohortNameShared: (name: string, labels: readonly string[]) =>
    `${labels.length} cohorts are named "${name}": write it with its training center, as ${labels.map((label) => `"${label}"`).join(' or ')}`,
  cohortNeedsActive:
    'Only an active student joins a cohort: make the status Active or leave the cohort empty',
  idAndNameDisagree: (id: number, actual: string, typed: string) =>
    `ID ${id} is "${actual}", not "${typed}": give one of them, or both for the same one`,
} as const;

/** An account's first password: typed or generated, and the bulk upload's choice of them. */
export const initialPasswordMessages = {
  notBoth: 'Type a password or ask for one to be generated, not both',
  passwordsChoiceInvalid: 'Passwords must be "file" (the password column) or "generate"',
  mustChangeInvalid: 'mustChangePassword must be true or false',
} as const;
