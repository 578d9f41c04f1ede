// The two multipart shapes of the GraphQL client (spec §7.1 "file uploads use multipart form",
// §7.3 "incremental multipart responses are supported"):
// - uploads as a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec):
//   the fields `operations` and `map`, then one field per file;
// - answers to @defer/@stream documents as `multipart/mixed` incremental delivery
//   (deferSpec=20220824), whose parts are merged into one result.

export interface UploadBody {
  readonly body: FormData;
  readonly fileCount: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// The variables with every File or Blob replaced by null, and where each file was (one file may
// sit at several places: it is sent once).
function extractFiles(value: unknown, path: string, files: Map<Blob, string[]>): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const paths = files.get(value) ?? [];
    paths.push(path);
    files.set(value, paths);
    return null;
  }
  if (Array.isArray(value)) return value.map((item, index) => extractFiles(item, `${path}.${index}`, files));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, extractFiles(item, `${path}.${key}`, files)]),
    );
  }
  return value;
}

// null when the variables hold no file: the request then goes as JSON.
export function uploadBody(operation: {
  readonly operationName: string;
  readonly query: string;
  readonly variables: unknown;
}): UploadBody | null {
  const files = new Map<Blob, string[]>();
  const variables = extractFiles(operation.variables, 'variables', files);
  if (files.size === 0) return null;
  const body = new FormData();
  body.append('operations', JSON.stringify({ ...operation, variables }));
  const entries = [...files];
  body.append('map', JSON.stringify(Object.fromEntries(entries.map(([, paths], index) => [String(index), paths]))));
  entries.forEach(([file], index) => {
    body.append(String(index), file, file instanceof File ? file.name : 'blob');
  });
  return { body, fileCount: entries.length };
}

// The boundary of a `multipart/mixed` answer; null for any other multipart type or when the
// boundary is missing, both of which the client cannot read.
export function mixedBoundary(contentType: string): string | null {
  const [type = '', ...parameters] = contentType.split(';');
  if (type.trim().toLowerCase() !== 'multipart/mixed') return null;
  for (const parameter of parameters) {
    const separator = parameter.indexOf('=');
    if (separator < 0 || parameter.slice(0, separator).trim().toLowerCase() !== 'boundary') continue;
    const value = parameter
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    return value === '' ? null : value;
  }
  return null;
}

// Calls `onPart` with the JSON text of each part as it arrives. A part whose content type is not
// JSON is refused by `onPart`'s caller through `contentTypeOf`.
export async function readMixedParts(
  stream: ReadableStream<Uint8Array> | null,
  boundary: string,
  onPart: (json: string, contentType: string | null) => void,
): Promise<void> {
  if (!stream) return;
  const delimiter = `\r\n--${boundary}`;
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  // The first delimiter may open the body without a line break before it.
  let buffer = '\r\n';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let at = buffer.indexOf(delimiter);
      while (at >= 0) {
        const part = buffer.slice(0, at);
        buffer = buffer.slice(at + delimiter.length);
        readPart(part, onPart);
        at = buffer.indexOf(delimiter);
      }
      if (done) return;
    }
  } catch (error) {
    // Stop the download of an answer that can no longer be used.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}

function readPart(part: string, onPart: (json: string, contentType: string | null) => void): void {
  // The preamble, or what follows the closing delimiter ("--").
  if (part.startsWith('--')) return;
  const text = part.replace(/^\r\n/, '');
  const split = text.indexOf('\r\n\r\n');
  const head = split < 0 ? '' : text.slice(0, split);
  const body = (split < 0 ? text : text.slice(split + 4)).trim();
  if (body === '') return;
  const contentType =
    head
      .split('\r\n')
      .map((line) => /^content-type\s*:\s*(.*)$/i.exec(line)?.[1]?.trim())
      .find((value) => value !== undefined) ?? null;
  onPart(body, contentType);
}

export interface GraphqlError {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions?: { readonly code?: string; readonly requestId?: string; readonly [key: string]: unknown };
}

export interface ExecutionResult {
  data?: unknown;
  errors?: GraphqlError[];
  hasNext?: boolean;
}

interface IncrementalPayload {
  readonly path?: readonly (string | number)[];
  readonly data?: unknown;
  readonly items?: readonly unknown[];
  readonly errors?: readonly GraphqlError[];
}

// A copy of `root` with `update` applied to the value at `path`; everything off the path is shared,
// so a React consumer sees a new object exactly where something changed.
function updateAt(root: unknown, path: readonly (string | number)[], update: (value: unknown) => unknown): unknown {
  if (path.length === 0) return update(root);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[Number(head)] = updateAt(root[Number(head)], rest, update);
    return copy;
  }
  const object = isPlainObject(root) ? root : {};
  return { ...object, [head]: updateAt(object[head], rest, update) };
}

function deepMerge(target: unknown, source: unknown): unknown {
  if (isPlainObject(target) && isPlainObject(source)) {
    const merged: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(source)) merged[key] = deepMerge(target[key], value);
    return merged;
  }
  if (Array.isArray(target) && Array.isArray(source)) {
    return source.map((item, index) => deepMerge(target[index], item));
  }
  return source === undefined ? target : source;
}

// Folds one part of an incremental answer into the result so far: the first part carries `data`,
// later ones `incremental` entries — `data` merged at `path` (@defer) or `items` placed in the list
// from the index that ends `path` (@stream).
export function mergePart(
  result: ExecutionResult,
  part: ExecutionResult & { incremental?: IncrementalPayload[] },
): ExecutionResult {
  const errors = [...(result.errors ?? []), ...(part.errors ?? [])];
  let data = 'data' in part ? deepMerge(result.data, part.data) : result.data;
  for (const payload of part.incremental ?? []) {
    const path = payload.path ?? [];
    if (payload.items) {
      const start = Number(path[path.length - 1]);
      const items = payload.items;
      data = updateAt(data, path.slice(0, -1), (list) => {
        const copy = Array.isArray(list) ? [...list] : [];
        items.forEach((item, offset) => {
          copy[start + offset] = item;
        });
        return copy;
      });
    } else if (payload.data !== undefined) {
      const patch = payload.data;
      data = updateAt(data, path, (value) => deepMerge(value, patch));
    }
    errors.push(...(payload.errors ?? []));
  }
  const merged: ExecutionResult = { data, hasNext: part.hasNext ?? false };
  if (errors.length > 0) merged.errors = errors;
  return merged;
}
