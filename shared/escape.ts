// Text placed in HTML or XML: the five characters that could end a value or start markup become
// numeric character references, which both languages read back as the same characters.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
