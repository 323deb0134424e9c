import { pageTitle, usePageDescription } from '../lib/page-meta';

interface PageMetaProps {
  title: string;
  description?: string;
  /** schema.org data, rendered as application/ld+json. */
  structuredData?: object;
}

/** Title, description and optional structured data for the current page. */
export function PageMeta({ title, description, structuredData }: PageMetaProps) {
  usePageDescription(description);
  return (
    <>
      <title>{pageTitle(title)}</title>
      {structuredData && (
        <script
          type="application/ld+json"
          // JSON.stringify output with "<" escaped cannot close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}
