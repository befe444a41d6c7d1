/** The hydration data a server-rendered document streams to React Router (its `streamController.enqueue` scripts), as one string. */
export function hydrationDataOf(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/g)].map((match) => match[1]).join("");
}
