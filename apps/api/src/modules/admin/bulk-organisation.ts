import { BULK_COLUMN_WORDS, bulkMessages, messages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { listOrganisationForBulk } from './admin.repository';

type Partner = { id: number; name: string; registrationStatus: string };
type Center = Partner & { trainingPartnerId: number };
type OrganisationColumn =
  | 'trainingCenterId'
  | 'trainingPartnerId'
  | 'trainingCenterName'
  | 'trainingPartnerName';
export type OrganisationProblem = { column: OrganisationColumn; reason: string };
export const ORGANISATION_COLUMNS: readonly string[] = [
  'trainingCenterId',
  'trainingPartnerId',
  'trainingCenterName',
  'trainingPartnerName',
];

const MAX_ID = 2_147_483_647;
const key = (name: string) => name.trim().toLowerCase();

/**
 * Every partner and center, read once per upload (a school has tens, not thousands), so that each
 * teacher row's center and partner, by ID or by name, are found without a query per row.
 */
export async function loadOrganisation(db: Executor) {
  const [partners, centers] = await listOrganisationForBulk(db);
  const partnerById = new Map<number, Partner>(partners.map((partner) => [partner.id, partner]));
  const partnerByName = new Map<string, Partner>();
  // Names are unique (case aside) among partners, and among one partner's centers.
  for (const partner of partners) partnerByName.set(key(partner.name), partner);
  const centerById = new Map<number, Center>(centers.map((center) => [center.id, center]));
  const centersByName = new Map<string, Center[]>();
  for (const center of centers) {
    centersByName.set(key(center.name), [...(centersByName.get(key(center.name)) ?? []), center]);
  }
  return { partnerById, partnerByName, centerById, centersByName };
}
export type Organisation = Awaited<ReturnType<typeof loadOrganisation>>;

/** A whole number that can be a database id, or null. */
function idOf(cell: string): number | null {
  if (!/^\d{1,10}$/.test(cell.trim())) return null;
  const id = Number(cell.trim());
  return id > 0 && id <= MAX_ID ? id : null;
}

function findPartner(
  organisation: Organisation,
  values: Record<string, string | undefined>,
): Partner | OrganisationProblem {
  const idCell = values.trainingPartnerId;
  const nameCell = values.trainingPartnerName?.trim();
  if (idCell !== undefined) {
    const id = idOf(idCell);
    if (id === null) {
      return {
        column: 'trainingPartnerId',
        reason: bulkMessages.wholeNumber(BULK_COLUMN_WORDS.trainingPartnerId!),
      };
    }
    const partner = organisation.partnerById.get(id);
    if (!partner) return { column: 'trainingPartnerId', reason: messages.admin.trainingPartnerNotFound };
    if (nameCell && key(nameCell) !== key(partner.name)) {
      return {
        column: 'trainingPartnerName',
        reason: bulkMessages.idAndNameDisagree(id, partner.name, nameCell),
      };
    }
    return partner;
  }
  if (!nameCell) return { column: 'trainingPartnerId', reason: bulkMessages.partnerRequired };
  return (
    organisation.partnerByName.get(key(nameCell)) ?? {
      column: 'trainingPartnerName',
      reason: bulkMessages.partnerNamed(nameCell),
    }
  );
}

function findCenter(
  organisation: Organisation,
  values: Record<string, string | undefined>,
  partner: Partner | null,
): Center | OrganisationProblem | null {
  const idCell = values.trainingCenterId;
  const nameCell = values.trainingCenterName?.trim();
  if (idCell !== undefined) {
    const id = idOf(idCell);
    if (id === null) {
      return {
        column: 'trainingCenterId',
        reason: bulkMessages.wholeNumber(BULK_COLUMN_WORDS.trainingCenterId!),
      };
    }
    const center = organisation.centerById.get(id);
    if (!center) return { column: 'trainingCenterId', reason: messages.admin.trainingCenterNotFound };
    if (nameCell && key(nameCell) !== key(center.name)) {
      return {
        column: 'trainingCenterName',
        reason: bulkMessages.idAndNameDisagree(id, center.name, nameCell),
      };
    }
    return center;
  }
  if (!nameCell) return { column: 'trainingCenterId', reason: bulkMessages.centerRequired };
  // A center's name is unique only within its partner: without the partner it cannot be told apart.
  if (!partner) return null;
  const namesakes = organisation.centersByName.get(key(nameCell)) ?? [];
  const own = namesakes.find((center) => center.trainingPartnerId === partner.id);
  if (own) return own;
  const other = namesakes[0] && organisation.partnerById.get(namesakes[0].trainingPartnerId);
  return {
    column: 'trainingCenterName',
    reason: other
      ? bulkMessages.centerOfOtherPartner(namesakes[0]!.name, partner.name, other.name)
      : bulkMessages.centerNamed(nameCell, partner.name),
  };
}

const isProblem = (value: object): value is OrganisationProblem => 'reason' in value;

const PAIRS = [
  ['trainingCenterId', 'trainingCenterName'],
  ['trainingPartnerId', 'trainingPartnerName'],
] as const;

/**
 * The template's "Training center" and "Training partner" columns take a name or an ID, and so do the
 * spec's ID columns: digits are an ID, anything else a name. A cell is moved to its pair's other
 * column when that one is empty (or says the same), so the rules below see ids and names apart.
 */
function idsAndNamesApart(values: Record<string, string | undefined>): Record<string, string | undefined> {
  const apart = { ...values };
  for (const [idColumn, nameColumn] of PAIRS) {
    const idCell = apart[idColumn]?.trim();
    const nameCell = apart[nameColumn]?.trim();
    if (idCell && !/^\d+$/.test(idCell) && (!nameCell || key(nameCell) === key(idCell))) {
      apart[nameColumn] = idCell;
      delete apart[idColumn];
    } else if (nameCell && /^\d+$/.test(nameCell) && idCell === undefined) {
      apart[idColumn] = nameCell;
      delete apart[nameColumn];
    }
  }
  return apart;
}

/**
 * A row with a center and no partner: the center names its partner, when given by ID or by a name
 * only one center of the school has (several: the row must say which partner).
 */
function centerAlone(
  organisation: Organisation,
  values: Record<string, string | undefined>,
): { trainingCenterId: number; trainingPartnerId: number } | { problems: OrganisationProblem[] } {
  const idCell = values.trainingCenterId;
  const nameCell = values.trainingCenterName?.trim();
  let center: Center | undefined;
  if (idCell !== undefined) {
    const id = idOf(idCell);
    if (id === null) {
      const reason = bulkMessages.wholeNumber(BULK_COLUMN_WORDS.trainingCenterId!);
      return { problems: [{ column: 'trainingCenterId', reason }] };
    }
    center = organisation.centerById.get(id);
    if (!center) {
      return { problems: [{ column: 'trainingCenterId', reason: messages.admin.trainingCenterNotFound }] };
    }
  } else if (nameCell) {
    const namesakes = organisation.centersByName.get(key(nameCell)) ?? [];
    if (namesakes.length === 0) {
      return {
        problems: [{ column: 'trainingCenterName', reason: bulkMessages.centerNamedAnywhere(nameCell) }],
      };
    }
    if (namesakes.length > 1) {
      const partners = namesakes.map(
        (namesake) => organisation.partnerById.get(namesake.trainingPartnerId)?.name ?? '',
      );
      return {
        problems: [
          { column: 'trainingPartnerName', reason: bulkMessages.centerNameShared(nameCell, partners) },
        ],
      };
    }
    center = namesakes[0];
  } else {
    return {
      problems: [
        { column: 'trainingCenterId', reason: bulkMessages.centerRequired },
        { column: 'trainingPartnerId', reason: bulkMessages.partnerRequired },
      ],
    };
  }
  const centerColumn = idCell !== undefined ? 'trainingCenterId' : 'trainingCenterName';
  const partner = organisation.partnerById.get(center!.trainingPartnerId)!;
  const problems: OrganisationProblem[] = [];
  if (partner.registrationStatus === 'I') {
    problems.push({ column: 'trainingPartnerName', reason: bulkMessages.partnerInactive(partner.name) });
  }
  if (center!.registrationStatus === 'I') {
    problems.push({ column: centerColumn, reason: bulkMessages.centerInactive(center!.name) });
  }
  if (problems.length > 0) return { problems };
  return { trainingCenterId: center!.id, trainingPartnerId: partner.id };
}

/**
 * A teacher row's training partner and center, each by ID or by name (in either column), the partner
 * left out when the center tells it: their ids, or every problem in plain words (unknown, several of
 * that name, deactivated, a center of another partner, an ID and a name that disagree).
 */
export function resolveTeacherOrganisation(
  organisation: Organisation,
  cells: Record<string, string | undefined>,
): { trainingCenterId: number; trainingPartnerId: number } | { problems: OrganisationProblem[] } {
  const values = idsAndNamesApart(cells);
  if (values.trainingPartnerId === undefined && !values.trainingPartnerName?.trim()) {
    return centerAlone(organisation, values);
  }
  const partner = findPartner(organisation, values);
  // A deactivated partner is one problem, not also the reason its center's name is not found.
  const partnerFound = isProblem(partner) || partner.registrationStatus === 'I' ? null : partner;
  const center = findCenter(organisation, values, partnerFound);
  const problems: OrganisationProblem[] = [];
  if (isProblem(partner)) problems.push(partner);
  else if (partner.registrationStatus === 'I') {
    problems.push({
      column: values.trainingPartnerId !== undefined ? 'trainingPartnerId' : 'trainingPartnerName',
      reason: bulkMessages.partnerInactive(partner.name),
    });
  }
  const centerColumn = values.trainingCenterId !== undefined ? 'trainingCenterId' : 'trainingCenterName';
  if (center && isProblem(center)) problems.push(center);
  else if (center?.registrationStatus === 'I') {
    problems.push({ column: centerColumn, reason: bulkMessages.centerInactive(center.name) });
  } else if (center && partnerFound && center.trainingPartnerId !== partnerFound.id) {
    problems.push({ column: centerColumn, reason: messages.admin.trainingCenterPartnerMismatch });
  }
  if (problems.length > 0 || !partnerFound || !center || isProblem(center)) return { problems };
  return { trainingCenterId: center.id, trainingPartnerId: partnerFound.id };
}
