// How a setting's text becomes its value (settings.ts). A parser gets the text as set — never
// empty unless the setting keeps empty values — and throws Invalid with what it expected.

// The rest of a sentence that begins with the variable's name: "must be on or off". The reader
// adds the name and, unless the setting is a secret, the value it got (or `shown`: the one entry
// of a list that is wrong).
export class Invalid extends Error {
  override name = 'Invalid';
  readonly shown: string | undefined;
  constructor(predicate: string, shown?: string) {
    super(predicate);
    this.shown = shown;
  }
}

export type Parser<T> = (text: string) => T;

export const anyText: Parser<string> = (text) => text;

// Digits only: "1e3", "0x10", "5s" and "-1" are mistakes, not numbers to guess at.
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): Parser<number> {
  const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`;
  return (text) => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
      throw new Invalid(`must be a whole number ${range}`);
    }
    return value;
  };
}

// A switch: on or off, and true/false or 1/0 for those who write it so.
export const onOrOff: Parser<boolean> = (text) => {
  if (text === 'on' || text === 'true' || text === '1') return true;
  if (text === 'off' || text === 'false' || text === '0') return false;
  throw new Invalid('must be on or off');
};

export function oneOf<const T extends string>(values: readonly T[]): Parser<T> {
  return (text) => {
    if (!(values as readonly string[]).includes(text)) throw new Invalid(`must be one of ${values.join(', ')}`);
    return text as T;
  };
}

// Text of a given form; `predicate` says the form in words ("may hold only letters, …").
export function matching(pattern: RegExp, predicate: string): Parser<string> {
  return (text) => {
    if (!pattern.test(text)) throw new Invalid(predicate);
    return text;
  };
}

// An absolute URL with one of the protocols (`https:`), and a host if asked; `predicate` words it.
export function url(protocols: readonly string[], predicate: string, { host = false } = {}): Parser<URL> {
  return (text) => {
    let parsed: URL;
    try {
      parsed = new URL(text);
    } catch {
      throw new Invalid(predicate);
    }
    if (!protocols.includes(parsed.protocol) || (host && !parsed.hostname)) throw new Invalid(predicate);
    return parsed;
  };
}

export const httpUrl = url(['http:', 'https:'], 'must be an http(s) URL');

// Comma-separated entries, each read by `entry`; a wrong entry is the one the message shows.
export function commaList<T>(entry: Parser<T>): Parser<T[]> {
  return (text) => {
    if (text.trim() === '') return [];
    return text.split(',').map((part) => {
      try {
        return entry(part.trim());
      } catch (error) {
        if (error instanceof Invalid) throw new Invalid(error.message, error.shown ?? part.trim());
        throw error;
      }
    });
  };
}
