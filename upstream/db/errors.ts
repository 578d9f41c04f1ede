// What a database error means to the code that made it, on PostgreSQL and PGlite alike.

// unique_violation: another write took the value between a check and this write.
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
