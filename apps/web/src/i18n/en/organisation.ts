import { organisationMessages as m } from '@pathshala/contracts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Training partners and centers: list, create, edit, deactivate. */
export const organisation = {
  pageTitle: 'Training Partners',
  title: 'Training Partners and Centers',
  intro:
    'The organisations your teachers and cohorts belong to. Deactivating keeps everything that refers to a partner or center; it is just no longer offered for anything new.',
  loading: 'Loading…',
  retry: 'Retry',
  cancel: 'Cancel',
  close: 'Close',
  statuses: { A: 'Active', I: 'Inactive', P: 'Pending' },
  filters: {
    search: 'Search partners',
    searchPlaceholder: 'Partner name',
    status: 'Show',
    all: 'All',
    active: 'Active only',
    inactive: 'Inactive only',
  },
  paging: {
    partners: 'Partner pages',
    centers: (partner: string) => `Center pages of ${partner}`,
  },
  partners: {
    add: 'Add Training Partner',
    loadFailed: 'Failed to load training partners',
    empty: 'No training partners yet. Add the first one to start creating centers.',
    noMatch: 'No training partner matches these filters.',
    counts: (centers: number, activeCenters: number, teachers: number) =>
      `${plural(centers, 'center', 'centers')} (${activeCenters} active) · ${plural(teachers, 'teacher', 'teachers')}`,
    rename: 'Rename',
    renameLabel: (name: string) => `Rename ${name}`,
    showCenters: (n: number) => `Show centers (${n})`,
    hideCenters: 'Hide centers',
    inactiveNote: 'Deactivated: its centers are not offered for new teachers or cohorts.',
  },
  centers: {
    add: 'Add Training Center',
    addTo: (partner: string) => `Add Training Center to ${partner}`,
    loadFailed: 'Failed to load training centers',
    empty: 'No training centers yet.',
    counts: (teachers: number, cohorts: number) =>
      `${plural(teachers, 'teacher', 'teachers')} · ${plural(cohorts, 'cohort', 'cohorts')}`,
    contact: 'Contact',
    year: (year: number) => `Current year ${year}`,
    edit: 'Edit',
    editLabel: (name: string) => `Edit ${name}`,
  },
  status: {
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    deactivateLabel: (name: string) => `Deactivate ${name}`,
    reactivateLabel: (name: string) => `Reactivate ${name}`,
    deactivateTitle: (name: string) => `Deactivate ${name}?`,
    reactivateTitle: (name: string) => `Reactivate ${name}?`,
    partnerDeactivateBody: (centers: number, teachers: number) =>
      `It stays in the records with its ${plural(centers, 'center', 'centers')} and ${plural(teachers, 'teacher', 'teachers')}, who keep working. It and its centers will no longer be offered for new centers, teachers or cohorts. You can reactivate it at any time.`,
    centerDeactivateBody: (teachers: number, cohorts: number) =>
      `It stays in the records with its ${plural(teachers, 'teacher', 'teachers')} and ${plural(cohorts, 'cohort', 'cohorts')}, which keep working. It will no longer be offered for new teachers or cohorts. You can reactivate it at any time.`,
    reactivateBody: 'It will be offered again for new centers, teachers and cohorts.',
    centerOfInactivePartner: (partner: string) => `Reactivate the training partner ${partner} first.`,
    failed: 'Failed to change the status. Please try again.',
    deactivated: m.deactivated,
    reactivated: m.reactivated,
  },
  partnerForm: {
    createTitle: 'Add Training Partner',
    renameTitle: (name: string) => `Rename ${name}`,
    name: 'Training partner name',
    create: 'Create Partner',
    save: 'Save',
    saving: 'Saving…',
    created: m.partnerCreated,
    saved: m.partnerSaved,
    failed: 'Failed to save the training partner. Please try again.',
  },
  centerForm: {
    createTitle: 'Add Training Center',
    editTitle: (name: string) => `Edit ${name}`,
    partner: 'Training partner',
    choose: 'Choose…',
    inactivePartner: (name: string) => `${name} (inactive)`,
    name: 'Training center name',
    address: 'Address',
    spocName: 'Contact person (SPOC) name',
    spocPhone: 'Contact phone',
    spocEmail: 'Contact email',
    currentYear: 'Current year',
    moveNote: 'Moving the center to another partner moves its teachers to that partner too.',
    create: 'Create Center',
    save: 'Save',
    saving: 'Saving…',
    created: m.centerCreated,
    saved: m.centerSaved,
    failed: 'Failed to save the training center. Please try again.',
    partnersFailed: 'Failed to load the training partners. Close the form and try again.',
  },
  /** On the Add Training Center form. */
  addPartnerLink: 'Add a training partner',
};
