// Adds a header name to a Vary value someone else may have set already (an answer that varies by
// the Cookie header may also vary by Accept-Encoding).
export function withVary(current: unknown, name: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return names.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())
    ? names.join(', ')
    : [...names, name].join(', ');
}
