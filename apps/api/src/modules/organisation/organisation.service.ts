import {
  type CenterBody,
  organisationMessages as m,
  type OrganisationStatus,
  type PartnerBody,
} from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { uniqueViolation } from '../../lib/database-errors';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import {
  type CenterChange,
  type CenterRow,
  type CenterSummary,
  findCenter,
  findCenterSummary,
  findPartner,
  findPartnerSummary,
  insertCenter,
  insertPartner,
  type ListFilters,
  listCenterPage,
  listPartnerPage,
  moveCenterTeachers,
  type PartnerSummary,
  updateCenter,
  updatePartner,
} from './organisation.repository';

/** The duplicate-name answer when `error` is the unique index's violation; the error itself otherwise. */
function duplicateOr(error: unknown, message: string): unknown {
  return uniqueViolation(error) === null ? error : conflict(message);
}

function centerChange(body: CenterBody): CenterChange {
  return {
    trainingPartnerId: body.partnerId,
    name: body.name,
    address: body.address ?? null,
    spocName: body.spocName ?? null,
    spocPhone: body.spocPhone ?? null,
    spocEmail: body.spocEmail ?? null,
    currentYear: body.currentYear,
  };
}

/** The fields an edit changed, by name (the audit log keeps which, not the personal values). */
function changedFields(before: CenterRow, after: CenterChange): string[] {
  return (Object.keys(after) as Array<keyof CenterChange>).filter((key) => before[key] !== after[key]);
}

/**
 * Training partners and centers. Names are unique (a partner's among partners, a center's within
 * its partner, whatever the case), enforced by the database's indexes so two admins at once cannot
 * both succeed. Deactivating keeps every teacher, cohort and result that refers to the thing; the
 * reference lists of the create forms then leave it out.
 */
export function createOrganisationService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  async function partnerOrNotFound(id: number): Promise<PartnerSummary> {
    const summary = await findPartnerSummary(db, id);
    if (!summary) throw notFound(m.partnerNotFound);
    return summary;
  }

  async function centerOrNotFound(id: number): Promise<CenterSummary> {
    const summary = await findCenterSummary(db, id);
    if (!summary) throw notFound(m.centerNotFound);
    return summary;
  }

  return {
    listPartners: (filters: ListFilters) => listPartnerPage(db, filters),

    async createPartner({ actor, body }: { actor: Actor; body: PartnerBody }): Promise<PartnerSummary> {
      const now = clock.now();
      try {
        const id = await db.transaction(async (tx) => {
          const created = await insertPartner(tx, body.name, now);
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'training_partner.create',
              entityType: 'training_partner',
              entityId: created,
            },
            now,
          );
          return created;
        });
        return await partnerOrNotFound(id);
      } catch (error) {
        throw duplicateOr(error, m.partnerNameTaken(body.name));
      }
    },

    async renamePartner({
      actor,
      partnerId,
      body,
    }: {
      actor: Actor;
      partnerId: number;
      body: PartnerBody;
    }): Promise<PartnerSummary> {
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          const partner = await findPartner(tx, partnerId);
          if (!partner) throw notFound(m.partnerNotFound);
          if (partner.name === body.name) return;
          await updatePartner(tx, partnerId, { name: body.name });
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'training_partner.update',
              entityType: 'training_partner',
              entityId: partnerId,
              details: { name: { from: partner.name, to: body.name } },
            },
            now,
          );
        });
      } catch (error) {
        throw duplicateOr(error, m.partnerNameTaken(body.name));
      }
      return partnerOrNotFound(partnerId);
    },

    /** Setting the status it already has changes nothing and records nothing. */
    async setPartnerStatus({
      actor,
      partnerId,
      status,
    }: {
      actor: Actor;
      partnerId: number;
      status: OrganisationStatus;
    }): Promise<PartnerSummary> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const partner = await findPartner(tx, partnerId);
        if (!partner) throw notFound(m.partnerNotFound);
        if (partner.registrationStatus === status) return;
        await updatePartner(tx, partnerId, { registrationStatus: status });
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'training_partner.update',
            entityType: 'training_partner',
            entityId: partnerId,
            details: { status: { from: partner.registrationStatus, to: status } },
          },
          now,
        );
      });
      return partnerOrNotFound(partnerId);
    },

    listCenters: (filters: ListFilters & { partnerId?: number }) => listCenterPage(db, filters),

    /** A new center goes under an active partner only. */
    async createCenter({ actor, body }: { actor: Actor; body: CenterBody }): Promise<CenterSummary> {
      const now = clock.now();
      let partnerName = '';
      try {
        const id = await db.transaction(async (tx) => {
          const partner = await findPartner(tx, body.partnerId);
          if (!partner) throw notFound(m.partnerNotFound);
          partnerName = partner.name;
          if (partner.registrationStatus !== 'A') throw conflict(m.partnerInactive(partner.name));
          const created = await insertCenter(tx, centerChange(body), now);
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'training_center.create',
              entityType: 'training_center',
              entityId: created,
              details: { trainingPartnerId: partner.id },
            },
            now,
          );
          return created;
        });
        return await centerOrNotFound(id);
      } catch (error) {
        throw duplicateOr(error, m.centerNameTaken(body.name, partnerName));
      }
    },

    /**
     * Replaces a center's details. Moving it to another (active) partner moves its teachers' partner
     * with it, in the same transaction, so a teacher's center and partner always agree.
     */
    async updateCenter({
      actor,
      centerId,
      body,
    }: {
      actor: Actor;
      centerId: number;
      body: CenterBody;
    }): Promise<CenterSummary> {
      const now = clock.now();
      let partnerName = '';
      try {
        await db.transaction(async (tx) => {
          const center = await findCenter(tx, centerId);
          if (!center) throw notFound(m.centerNotFound);
          const partner = await findPartner(tx, body.partnerId);
          if (!partner) throw notFound(m.partnerNotFound);
          partnerName = partner.name;
          const moving = partner.id !== center.trainingPartnerId;
          if (moving && partner.registrationStatus !== 'A') throw conflict(m.partnerInactive(partner.name));
          const change = centerChange(body);
          const changed = changedFields(center, change);
          if (changed.length === 0) return;
          await updateCenter(tx, centerId, change);
          const movedTeachers = moving ? await moveCenterTeachers(tx, centerId, partner.id, now) : 0;
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'training_center.update',
              entityType: 'training_center',
              entityId: centerId,
              details: {
                changed,
                ...(moving
                  ? { trainingPartnerId: { from: center.trainingPartnerId, to: partner.id }, movedTeachers }
                  : {}),
              },
            },
            now,
          );
        });
      } catch (error) {
        throw duplicateOr(error, m.centerNameTaken(body.name, partnerName));
      }
      return centerOrNotFound(centerId);
    },

    /** A center of a deactivated partner stays inactive until its partner is reactivated. */
    async setCenterStatus({
      actor,
      centerId,
      status,
    }: {
      actor: Actor;
      centerId: number;
      status: OrganisationStatus;
    }): Promise<CenterSummary> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const center = await findCenter(tx, centerId);
        if (!center) throw notFound(m.centerNotFound);
        if (center.registrationStatus === status) return;
        if (status === 'A') {
          const partner = await findPartner(tx, center.trainingPartnerId);
          if (partner && partner.registrationStatus !== 'A') throw conflict(m.partnerInactive(partner.name));
        }
        await updateCenter(tx, centerId, { registrationStatus: status });
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'training_center.update',
            entityType: 'training_center',
            entityId: centerId,
            details: { status: { from: center.registrationStatus, to: status } },
          },
          now,
        );
      });
      return centerOrNotFound(centerId);
    },
  };
}
