import type { Endpoint } from '@pathshala/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Actor, authorizeRequest } from './auth';

type Infer<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  /** The signed-in caller; undefined only on public routes. */
  actor: E['access'] extends 'public' ? Actor | undefined : Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one contract endpoint: its schemas validate the request and shape the 200 answer,
 * its access list is checked before the handler runs. The handler returns the response body.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<z.input<E['response']>>,
  options: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[2] ?? 'api'],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    // onRequest, so a caller without the right token or role learns nothing from validation messages.
    onRequest: async (request, reply) => {
      // A token in the URL: no page it shows may pass the URL on, and no shared cache may keep it.
      if (endpoint.linkToken || endpoint.queryAccessToken) {
        reply.header('Referrer-Policy', 'no-referrer').header('Cache-Control', 'private');
      }
      return authorizeRequest(request, endpoint);
    },
    // A call sent without a payload (no body, or an empty one) is read as `{}`: optional fields
    // then take their defaults and required ones are named in the 400, never "received null".
    ...(endpoint.body
      ? {
          preValidation: async (request: FastifyRequest) => {
            if (request.body === undefined || request.body === null) request.body = {};
          },
        }
      : {}),
    handler: async (request, reply) =>
      handler({
        params: request.params as Infer<E['params']>,
        query: request.query as Infer<E['query']>,
        body: request.body as Infer<E['body']>,
        actor: (endpoint.access === 'public'
          ? (request.user as Actor | undefined)
          : request.user) as RouteInput<E>['actor'],
        request,
        reply,
      }),
  });
}
