// A request's logger, made when it first writes a line. Fastify gives every request a child of the
// server's logger bound to its id, and the BFF another bound to its identity (request-identity.ts);
// pino builds each at once, its bindings serialised and run through the redaction paths: about 6 %
// of the CPU of a GraphQL read, for a request that at the production level (warn) mostly writes no
// line at all. A lazy child stands in for the real one: a call at a level that writes nothing
// costs a level check; the first line that is written makes the real children, in order, and every
// later call goes to them. What is logged, and with which bindings, is unchanged.
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
type LogMethod = FastifyBaseLogger['info'];

interface LevelAware {
  isLevelEnabled(level: string): boolean;
}

const isLevelAware = (logger: FastifyBaseLogger): logger is FastifyBaseLogger & LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';

class LazyChild {
  readonly #parent: FastifyBaseLogger & LevelAware;
  readonly #bindings: Bindings;
  #real: FastifyBaseLogger | null = null;

  constructor(parent: FastifyBaseLogger & LevelAware, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  // The real child of the real parent: a lazy parent is made first.
  #logger(): FastifyBaseLogger {
    if (!this.#real) {
      const parent = this.#parent instanceof LazyChild ? this.#parent.#logger() : this.#parent;
      this.#real = parent.child(this.#bindings);
    }
    return this.#real;
  }

  #write(level: Level, args: Parameters<LogMethod>): void {
    if (!this.#real && !this.isLevelEnabled(level)) return;
    // A method call, so that the logger's own `this` stays.
    (this.#logger() as unknown as Record<Level, (...all: unknown[]) => void>)[level](...args);
  }

  isLevelEnabled(level: string): boolean {
    return this.#real && isLevelAware(this.#real)
      ? this.#real.isLevelEnabled(level)
      : this.#parent.isLevelEnabled(level);
  }

  get level(): string {
    return this.#real?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  // On the prototype, not one closure per request.
  trace(...args: Parameters<LogMethod>): void {
    this.#write('trace', args);
  }
  debug(...args: Parameters<LogMethod>): void {
    this.#write('debug', args);
  }
  info(...args: Parameters<LogMethod>): void {
    this.#write('info', args);
  }
  warn(...args: Parameters<LogMethod>): void {
    this.#write('warn', args);
  }
  error(...args: Parameters<LogMethod>): void {
    this.#write('error', args);
  }
  fatal(...args: Parameters<LogMethod>): void {
    this.#write('fatal', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return lazyChild(this as unknown as FastifyBaseLogger, bindings, options);
  }

  bindings(): Bindings {
    const real = this.#logger() as FastifyBaseLogger & { bindings?: () => Bindings };
    return real.bindings?.() ?? this.#bindings;
  }
}

function hasAny(options: ChildOptions | undefined): boolean {
  for (const _ in options) return true;
  return false;
}

// A child that is made when it first writes; one with options of its own (a route's log level) or
// of a logger that cannot say which levels it writes is made at once.
export function lazyChild(parent: FastifyBaseLogger, bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
  if (hasAny(options) || !isLevelAware(parent)) return parent.child(bindings, options);
  return new LazyChild(parent, bindings) as unknown as FastifyBaseLogger;
}

// Fastify's childLoggerFactory: every request's own logger.
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return lazyChild(logger, bindings, options);
}
