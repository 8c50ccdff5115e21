/** A paragraph of text, or a bulleted list. */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
  /** Stable id, used for the section's heading anchor. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly title: string;
  readonly lastUpdated: string;
  /** Paragraphs shown under the title, before the first section. */
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
  /** The companion document linked at the end of the page. */
  readonly related: { readonly href: string; readonly label: string };
}

export const LEGAL_LAST_UPDATED = 'January 20, 2025';
