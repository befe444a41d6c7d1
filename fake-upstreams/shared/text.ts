export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function capitalizeWords(text: string): string {
  return text.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}
