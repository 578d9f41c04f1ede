// Business constants of spec §9 that more than one side of the product needs.

export const PRODUCT_NAME = 'Hearth';

// §9: the web app's own version.
export const WEB_APP_VERSION = '10.8.1';

// §9: the GraphQL endpoint path.
export const GRAPHQL_PATH = '/graphql';

// §9 cookie lifetimes, in seconds.
export const MAIN_COOKIE_MAX_AGE = 31_536_000;
export const SHORT_COOKIE_MAX_AGE = 1_800;

// The request id header of §7.1: 32 hexadecimal characters, new per request.
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_PATTERN = /^[0-9a-f]{32}$/;
