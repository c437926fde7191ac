import { z } from 'zod';

/** Messages of the location form and of `PATCH /users/profile/update-location`. */
export const LocationMessage = {
  LATITUDE_REQUIRED: 'Latitude is required',
  LONGITUDE_REQUIRED: 'Longitude is required',
  LATITUDE_RANGE: 'Latitude must be between -90 and 90',
  LONGITUDE_RANGE: 'Longitude must be between -180 and 180',
} as const;

// z.number() already rejects NaN and ±Infinity; the explicit range keeps the messages readable.
export const latitudeSchema = z
  .number({ error: LocationMessage.LATITUDE_REQUIRED })
  .min(-90, LocationMessage.LATITUDE_RANGE)
  .max(90, LocationMessage.LATITUDE_RANGE);

export const longitudeSchema = z
  .number({ error: LocationMessage.LONGITUDE_REQUIRED })
  .min(-180, LocationMessage.LONGITUDE_RANGE)
  .max(180, LocationMessage.LONGITUDE_RANGE);

/** Body of the update-location call: coordinates from the browser's geolocation. */
export const coordinatesSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** The resolved area every entity carries as `location` (empty strings when unknown, never null). */
export const locationSchema = z.object({
  suburb: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

// The location panel's messages and geolocation options: a module without zod, so the web app's
// home screen can import them without the schemas (`@ourhood/contract/location-ui`).
export { GEOLOCATION_OPTIONS, LocationUiMessage } from './location-ui.js';

/** PATCH /users/profile/update-location answers the resolved area only, never coordinates. */
export const updateLocationDataSchema = z.object({ location: locationSchema });
