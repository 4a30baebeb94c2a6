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

/**
 * A teacher row's training partner and center, each by ID or by name: their ids, or every problem
 * in plain words (unknown, deactivated, a center of another partner, an ID and a name that disagree).
 */
export function resolveTeacherOrganisation(
  organisation: Organisation,
  values: Record<string, string | undefined>,
): { trainingCenterId: number; trainingPartnerId: number } | { problems: OrganisationProblem[] } {
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
