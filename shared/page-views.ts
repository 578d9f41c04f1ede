// The §3 page-view record as it crosses the wire (§7.3 POST /pv, form-encoded): where it goes, the
// form fields that are not one of the record's own, and the bounds the BFF refuses a record past.
// The client trims or drops what would not fit, so a record it sends is never refused for them.
export const PAGE_VIEW_PATH = '/pv';

// Each experiment the page takes part in, repeated.
export const EXPERIMENTS_FIELD = 'experiments[]';
// Tracking ids and session-stored values, each as `ext_<name>`.
export const EXTRA_FIELD_PREFIX = 'ext_';

// Characters of a text field (page_title …), of a URL (uri, referer), of page_name and of an extra
// value; how many experiments one record names.
export const MAX_PAGE_VIEW_TEXT = 512;
export const MAX_PAGE_VIEW_URL = 2048;
export const MAX_PAGE_NAME = 128;
export const MAX_PAGE_VIEW_EXTRA_VALUE = 256;
export const MAX_EXPERIMENTS = 50;

// A service id or an experiment's name.
export const PAGE_VIEW_IDENTIFIER = /^[A-Za-z0-9_.:/-]{1,128}$/;
