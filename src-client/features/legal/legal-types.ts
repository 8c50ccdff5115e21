import type { ParseKeys } from 'i18next';

/** A message of the `legal` namespace. */
export type LegalMessage = ParseKeys<'legal'>;

/** A paragraph of text, or a bulleted list. */
export type LegalBlock = LegalMessage | { readonly list: readonly LegalMessage[] };

export interface LegalSection {
  /** Stable id, used for the section's heading anchor. */
  readonly id: string;
  readonly heading: LegalMessage;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly title: LegalMessage;
  /** The day the document last changed ('2025-01-20'). */
  readonly lastUpdated: string;
  /** Paragraphs shown under the title, before the first section. */
  readonly intro: readonly LegalMessage[];
  readonly sections: readonly LegalSection[];
  /** The companion document linked at the end of the page. */
  readonly related: { readonly href: string; readonly label: LegalMessage };
}

export const LEGAL_LAST_UPDATED = '2025-01-20';
