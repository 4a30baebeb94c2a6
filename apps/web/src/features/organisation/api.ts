import {
  type CenterBody,
  type CenterListQuery,
  type OrganisationStatus,
  organisationEndpoints,
  type PartnerBody,
  type PartnerListQuery,
} from '@pathshala/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api-client';
import { adminKeys } from '../../lib/reference-data';

export type PartnerFilters = z.input<typeof PartnerListQuery>;
export type CenterFilters = z.input<typeof CenterListQuery>;

export const organisationKeys = {
  all: ['organisation'] as const,
  partners: (filters: PartnerFilters) => ['organisation', 'partners', filters] as const,
  centers: (filters: CenterFilters) => ['organisation', 'centers', filters] as const,
};

/** GET /api/organisation/partners: one page, the previous one kept on screen while the next loads. */
export function usePartners(filters: PartnerFilters) {
  return useQuery({
    queryKey: organisationKeys.partners(filters),
    queryFn: ({ signal }) => callApi(organisationEndpoints.partners, { query: filters, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/organisation/centers of one page. */
export function useCenters(filters: CenterFilters) {
  return useQuery({
    queryKey: organisationKeys.centers(filters),
    queryFn: ({ signal }) => callApi(organisationEndpoints.centers, { query: filters, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

/**
 * A change to partners or centers: once it succeeds, this page's lists, the other forms' reference
 * lists (which offer active ones only) and the dashboard's activity are read again.
 */
function useOrganisationChange<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [
          organisationKeys.all,
          adminKeys.trainingPartners,
          adminKeys.trainingCenters,
          adminKeys.dashboard,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

type PartnerInput = z.input<typeof PartnerBody>;
type CenterInput = z.input<typeof CenterBody>;

export const useCreatePartner = () =>
  useOrganisationChange(
    async (body: PartnerInput | PartnerBody) =>
      (await callApi(organisationEndpoints.createPartner, { body })).data,
  );

export const useRenamePartner = () =>
  useOrganisationChange(
    async ({ id, body }: { id: number; body: PartnerInput | PartnerBody }) =>
      (await callApi(organisationEndpoints.updatePartner, { params: { id }, body })).data,
  );

export const useSetPartnerStatus = () =>
  useOrganisationChange(
    async ({ id, status }: { id: number; status: OrganisationStatus }) =>
      (await callApi(organisationEndpoints.setPartnerStatus, { params: { id }, body: { status } })).data,
  );

export const useCreateCenter = () =>
  useOrganisationChange(
    async (body: CenterInput | CenterBody) =>
      (await callApi(organisationEndpoints.createCenter, { body })).data,
  );

export const useUpdateCenter = () =>
  useOrganisationChange(
    async ({ id, body }: { id: number; body: CenterInput | CenterBody }) =>
      (await callApi(organisationEndpoints.updateCenter, { params: { id }, body })).data,
  );

export const useSetCenterStatus = () =>
  useOrganisationChange(
    async ({ id, status }: { id: number; status: OrganisationStatus }) =>
      (await callApi(organisationEndpoints.setCenterStatus, { params: { id }, body: { status } })).data,
  );
