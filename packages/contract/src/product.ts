/**
 * The product's name and API base path: a module of its own because every public page needs the
 * name (document titles) and nothing else of the limits, whose objects would otherwise ride along
 * in the landing page's JavaScript.
 */
export const PRODUCT_NAME = 'Ourhood';
export const API_BASE_PATH = '/api/v1';
