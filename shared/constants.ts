// Business constants of spec §9 that more than one side of the product needs.

// §9: the GraphQL endpoint path.
export const GRAPHQL_PATH = '/graphql';

// The request id header of §7.1: 32 hexadecimal characters, new per request.
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_PATTERN = /^[0-9a-f]{32}$/;

// The BFF takes a non-JSON body on /graphql only with this header, which a cross-site form cannot
// send (issue §7 defences); the client sends it with uploads.
export const CSRF_HEADER = 'x-hearth-csrf';

// §7.1: where the app wrappers send their login and one-time-code operations unless the deployment
// names another path (MOBILE_LOGIN_PATH, decision 012), and the only root fields that path runs.
export const DEFAULT_MOBILE_LOGIN_PATH = '/mobile/graphql';
export const MOBILE_LOGIN_FIELDS: ReadonlySet<string> = new Set(['login', 'loginWithCode', 'requestLoginCode']);

// §7.3: the client name sent with the client version header on every GraphQL call.
export const CLIENT_NAME = 'hearth-web';

// §5: the most proposals one job takes; the upstream refuses more, the job pages show it.
export const PROPOSAL_LIMIT = 5;

// The widths (CSS pixels × density) a stored photo is served at as `/files/<name>?w=<width>`, in
// AVIF, WebP or JPEG as the browser accepts (docs/decisions/040-image-pipeline.md). A fixed few,
// so the variants kept per photo stay bounded; pages list them in `srcset`.
export const PHOTO_WIDTHS = [160, 320, 640, 960, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

// §9: the product's time zone. Dates and times are shown in it whatever the device's own, and the
// day a daily limit counts runs from its midnight.
export const PRODUCT_TIME_ZONE = 'Europe/Amsterdam';

// The furthest page a numbered listing goes to (the blog, articles, price guides): the content API
// refuses a later one, and the site answers 404 for it.
export const MAX_LISTING_PAGE = 1000;
