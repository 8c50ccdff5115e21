import { LegalDocumentView } from './LegalDocumentView.tsx';
import { TERMS_OF_SERVICE } from './terms-content.ts';

/** The Terms of Service page (/terms-of-service). */
export function TermsOfServicePage() {
  return <LegalDocumentView document={TERMS_OF_SERVICE} />;
}
