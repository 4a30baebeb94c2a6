import { api, organisationMessages as m } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { pageOf, presentCenter, presentPartner } from './organisation.presenter';
import { createOrganisationService } from './organisation.service';

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });

/** Training partners and centers: list, create, edit, deactivate (admins only). */
export function registerOrganisationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const organisation = createOrganisationService(ctx);

  defineRoute(app, api.organisation.partners, async ({ query }) => {
    const { rows, total } = await organisation.listPartners(query);
    return ok(m.partnersLoaded, {
      data: pageOf(rows.map(presentPartner), total, query.page, query.pageSize),
    });
  });

  defineRoute(app, api.organisation.createPartner, async ({ actor, body }) => {
    const partner = await organisation.createPartner({ actor, body });
    return ok(m.partnerCreated(partner.partner.name), { data: presentPartner(partner) });
  });

  defineRoute(app, api.organisation.updatePartner, async ({ actor, params, body }) => {
    const partner = await organisation.renamePartner({ actor, partnerId: params.id, body });
    return ok(m.partnerSaved(partner.partner.name), { data: presentPartner(partner) });
  });

  defineRoute(app, api.organisation.setPartnerStatus, async ({ actor, params, body }) => {
    const partner = await organisation.setPartnerStatus({ actor, partnerId: params.id, status: body.status });
    const name = partner.partner.name;
    return ok(body.status === 'A' ? m.reactivated(name) : m.deactivated(name), {
      data: presentPartner(partner),
    });
  });

  defineRoute(app, api.organisation.centers, async ({ query }) => {
    const { rows, total } = await organisation.listCenters(query);
    return ok(m.centersLoaded, {
      data: pageOf(rows.map(presentCenter), total, query.page, query.pageSize),
    });
  });

  defineRoute(app, api.organisation.createCenter, async ({ actor, body }) => {
    const center = await organisation.createCenter({ actor, body });
    return ok(m.centerCreated(center.center.name), { data: presentCenter(center) });
  });

  defineRoute(app, api.organisation.updateCenter, async ({ actor, params, body }) => {
    const center = await organisation.updateCenter({ actor, centerId: params.id, body });
    return ok(m.centerSaved(center.center.name), { data: presentCenter(center) });
  });

  defineRoute(app, api.organisation.setCenterStatus, async ({ actor, params, body }) => {
    const center = await organisation.setCenterStatus({ actor, centerId: params.id, status: body.status });
    const name = center.center.name;
    return ok(body.status === 'A' ? m.reactivated(name) : m.deactivated(name), {
      data: presentCenter(center),
    });
  });
}
