import * as apiRoutes from '@ourhood/contract/route-table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MapMessages, mapPointSchema, mapResponseSchema, type MapPoint } from '@ourhood/contract';
import { routeServer } from '../../lib/routes/serve-route.js';
import { createListResponseWriter, sendSerialized } from '../../lib/serialized/list-response-writer.js';
import { messageFor } from '../../plugins/message-language.js';
import { ok } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import { findPlaces, mapPoints, mapTiles, type MapDeps } from './map-service.js';

/** The neighbourhood on a map (issue 44, decision 0078): points in a box, tile settings, place search. */
export async function mapRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['map']);
  // An organization's point is kept frozen in its shared cell, so its JSON is written once (0082).
  const writeMap = createListResponseWriter<MapPoint>(
    { item: mapPointSchema, envelope: mapResponseSchema, url: '/api/v1/map' },
    { verify: app.config.NODE_ENV !== 'production' },
  );
  const deps = (): MapDeps => ({
    db: app.database.db,
    clock: app.clock,
    organizationCells: app.mapCaches.organizationCells,
    thingCells: app.mapCaches.thingCells,
    viewerFacts: app.mapCaches.viewerFacts,
  });

  serve(
    apiRoutes.mapPoints,
    {
      summary:
        'What the caller may see in a box (bbox=west,south,east,north, at most 5° a side; kinds default all): organizations at their address, upcoming events at their place, items, rentals and alerts at the centre of a ≈1 km grid cell (never a home). At most 300 points; metadata.truncated when more matched.',
    },
    async (request, reply) => {
      const user = signedIn(request);
      const page = await mapPoints(deps(), { id: user.id, area: user.area }, request.query);
      const message = messageFor(request, MapMessages.mapLoaded);
      return sendSerialized(
        reply,
        writeMap({ status: 'success', message, data: [], metadata: page.metadata }, page.data),
      );
    },
  );

  serve(
    apiRoutes.mapTiles,
    { summary: "The map's XYZ tile template and the attribution every map shows (no bearer)." },
    async () => ok(MapMessages.tilesLoaded, mapTiles(app.config)),
  );

  serve(
    apiRoutes.searchPlaces,
    {
      summary:
        'Up to 10 places of the offline place data whose name starts with q, most populous first (pin placement).',
    },
    async (request) => {
      signedIn(request);
      return ok(MapMessages.placesLoaded, findPlaces(request.query.q));
    },
  );
}
