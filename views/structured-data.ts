/** schema.org structured data (JSON-LD) for search engines. */

export type BreadcrumbItem = { name: string; path: string };

export function breadcrumbList(siteUrl: string, items: readonly BreadcrumbItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

export function newsArticle(input: {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  datePublished: string;
  dateModified: string | null;
  author: string | null;
  publisher: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    headline: input.headline.slice(0, 110),
    description: input.description,
    ...(input.image ? { image: [input.image] } : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    ...(input.author ? { author: { "@type": "Person", name: input.author } } : {}),
    publisher: { "@type": "Organization", name: input.publisher },
  };
}
