import type { TrainingCenterItem, TrainingPartnerItem } from '@pathshala/contracts';
import type { CenterSummary, PartnerSummary } from './organisation.repository';

export function presentPartner(row: PartnerSummary): TrainingPartnerItem {
  return {
    id: row.partner.id,
    name: row.partner.name,
    status: row.partner.registrationStatus,
    createdAt: row.partner.createdAt.toISOString(),
    centers: row.centers,
    activeCenters: row.activeCenters,
    teachers: row.teachers,
  };
}

/** A center as the admin sees it; never the contact's password hash (the spec's tcSpocPassword). */
export function presentCenter(row: CenterSummary): TrainingCenterItem {
  const { center } = row;
  return {
    id: center.id,
    name: center.name,
    partner: { id: row.partner.id, name: row.partner.name, status: row.partner.registrationStatus },
    address: center.address,
    spocName: center.spocName,
    spocPhone: center.spocPhone,
    spocEmail: center.spocEmail,
    currentYear: center.currentYear,
    status: center.registrationStatus,
    createdAt: center.createdAt.toISOString(),
    teachers: row.teachers,
    cohorts: row.cohorts,
  };
}

export function pageOf<T>(items: T[], total: number, page: number, pageSize: number) {
  return { items, total, page, pageSize };
}
