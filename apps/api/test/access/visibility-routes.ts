import { MAP_BBOX, WORD, type Kind, type World } from './visibility-world.js';

// Turns the server's own OpenAPI document into the requests the walk makes: every GET operation,
// its path parameter filled with every seeded id of the right kind (forbidden ones included), its
// query filled so lists reach the seeded rows (search words, every author, group and organization
// id, every value of each enum parameter). A route added later is walked without touching this
// file, unless its path parameter is of a kind not seen before: then `kindOf` fails, loudly.

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { enum?: unknown[]; maximum?: number; type?: string };
}
interface Operation {
  parameters?: Parameter[];
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface WalkRequest {
  /** The OpenAPI path, e.g. /api/v1/posts/{id}. */
  route: string;
  url: string;
  /** The route needs a session (the document's `security`). */
  signedIn: boolean;
  /** The id the path parameter was filled with, when there is one. */
  pathId?: string;
}

/** The segment before a path parameter names its kind; a few parameters name it themselves. */
const SEGMENT_KINDS: Record<string, Kind> = {
  users: 'user',
  posts: 'post',
  comments: 'comment',
  organization: 'organization',
  requests: 'rental',
  items: 'item',
  groups: 'group',
  events: 'event',
  alerts: 'alert',
  conversations: 'conversation',
  export: 'export',
  'photo-uploads': 'upload',
  // /admin/accounts/{id} (issue 43): staff only; everyone else gets 404.
  accounts: 'user',
};

export function kindOf(route: string, name: string): Kind {
  if (name === 'token') return 'token';
  if (name === 'postId') return 'post';
  const segments = route.split('/');
  const at = segments.findIndex((segment) => segment.startsWith(`{${name}}`));
  const kind = SEGMENT_KINDS[segments[at - 1] ?? ''];
  if (!kind) throw new Error(`visibility walk: no id kind for {${name}} in ${route}; add one to SEGMENT_KINDS`);
  return kind;
}

/** Query parameters that take seeded ids, and the kind of id. */
const ID_QUERIES: Record<string, Kind> = { author_id: 'user', group_id: 'group', organization_id: 'organization' };
/** Query parameters that take text to search for. */
const TEXT_QUERIES = new Set(['q', 'search']);

function baseQuery(parameters: Parameter[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of parameters) {
    if (parameter.in !== 'query') continue;
    if (parameter.name === 'limit') query.limit = String(Math.min(parameter.schema?.maximum ?? 50, 50));
    else if (parameter.required && TEXT_QUERIES.has(parameter.name)) query[parameter.name] = WORD;
    // A link's token (a data export's download): a wrong one, as a stranger would hold.
    else if (parameter.required && parameter.name === 'token') query.token = 'not-a-token';
    // The map (issue 44): the box holding every seeded thing.
    else if (parameter.required && parameter.name === 'bbox') query.bbox = MAP_BBOX;
    else if (parameter.required) throw new Error(`visibility walk: cannot fill required query ${parameter.name}`);
  }
  return query;
}

/** The list variants of a route without a path parameter: base, searched, per enum value, per id. */
function queryVariants(parameters: Parameter[], world: World): Record<string, string>[] {
  const base = baseQuery(parameters);
  const variants = [base];
  for (const parameter of parameters) {
    if (parameter.in !== 'query' || parameter.name in base) continue;
    if (TEXT_QUERIES.has(parameter.name)) variants.push({ ...base, [parameter.name]: WORD });
    const idKind = ID_QUERIES[parameter.name];
    if (idKind) for (const id of world.ids[idKind]) variants.push({ ...base, [parameter.name]: id });
    for (const value of parameter.schema?.enum ?? []) variants.push({ ...base, [parameter.name]: String(value) });
  }
  return variants;
}

const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

export function walkRequests(document: OpenApiDocument, world: World): WalkRequest[] {
  const requests: WalkRequest[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    const operation = operations.get;
    if (!operation) continue;
    const parameters = operation.parameters ?? [];
    const signedIn = (operation.security ?? []).length > 0;
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    if (pathParameters.length > 1) throw new Error(`visibility walk: ${route} has more than one path parameter`);
    const pathParameter = pathParameters[0];
    if (!pathParameter) {
      for (const query of queryVariants(parameters, world)) {
        requests.push({ route, url: withQuery(route, query), signedIn });
      }
      continue;
    }
    const query = baseQuery(parameters);
    for (const id of world.ids[kindOf(route, pathParameter.name)]) {
      const path = route.replace(`{${pathParameter.name}}`, encodeURIComponent(id));
      requests.push({ route, url: withQuery(path, query), signedIn, pathId: id });
    }
  }
  return requests;
}
