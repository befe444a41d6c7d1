/**
 * Data of a page's static sections (views/static-section.tsx) for one request:
 * on a document request they are rendered from here and left out of the
 * hydration data; a data request (client navigation) gets them in its data.
 */
export function staticSectionsFor(documentRequest: boolean) {
  const sections = new Map<string, unknown>();
  return {
    sections: sections as ReadonlyMap<string, unknown>,
    keep<T>(name: string, value: T): T | undefined {
      if (!documentRequest) return value;
      sections.set(name, value);
      return undefined;
    },
  };
}

export type StaticSections = ReturnType<typeof staticSectionsFor>;
