import { LegalDocumentView } from './LegalDocumentView.tsx';
import { PRIVACY_POLICY } from './privacy-content.ts';

/** The Privacy Policy page (/privacy-policy). */
export function PrivacyPolicyPage() {
  return <LegalDocumentView document={PRIVACY_POLICY} />;
}
