import { LEGAL_LAST_UPDATED, type LegalDocument } from './legal-types.ts';

/** The Terms of Service (/terms-of-service): its structure here, its words in the `legal` messages. */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'terms.title',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: ['terms.intro.scope', 'terms.intro.agreement'],
  sections: [
    { id: 'eligibility', heading: 'terms.eligibility.heading', blocks: ['terms.eligibility.age'] },
    { id: 'account', heading: 'terms.account.heading', blocks: [{ list: ['terms.account.accurate', 'terms.account.confidential', 'terms.account.notify'] }] },
    { id: 'health-disclaimer', heading: 'terms.health.heading', blocks: ['terms.health.notMedical', 'terms.health.consult'] },
    { id: 'ai-features', heading: 'terms.ai.heading', blocks: ['terms.ai.providers', 'terms.ai.accuracy'] },
    { id: 'food-data', heading: 'terms.foodData.heading', blocks: ['terms.foodData.usda'] },
    { id: 'acceptable-use', heading: 'terms.acceptableUse.heading', blocks: ['terms.acceptableUse.intro', { list: ['terms.acceptableUse.unlawful', 'terms.acceptableUse.access', 'terms.acceptableUse.interfere', 'terms.acceptableUse.malware', 'terms.acceptableUse.harmful', 'terms.acceptableUse.scraping'] }] },
    { id: 'your-content', heading: 'terms.content.heading', blocks: ['terms.content.ownership'] },
    { id: 'open-source', heading: 'terms.openSource.heading', blocks: ['terms.openSource.license'] },
    { id: 'availability', heading: 'terms.availability.heading', blocks: ['terms.availability.uptime'] },
    { id: 'fees', heading: 'terms.fees.heading', blocks: ['terms.fees.free'] },
    { id: 'termination', heading: 'terms.termination.heading', blocks: ['terms.termination.ending'] },
    { id: 'warranties', heading: 'terms.warranties.heading', blocks: ['terms.warranties.asIs'] },
    { id: 'liability', heading: 'terms.liability.heading', blocks: ['terms.liability.damages', 'terms.liability.cap', 'terms.liability.exclusions'] },
    { id: 'indemnity', heading: 'terms.indemnity.heading', blocks: ['terms.indemnity.claims'] },
    { id: 'changes', heading: 'terms.changes.heading', blocks: ['terms.changes.notice'] },
    { id: 'governing-law', heading: 'terms.law.heading', blocks: ['terms.law.governing'] },
    { id: 'contact', heading: 'terms.contact.heading', blocks: ['terms.contact.operator'] },
  ],
  related: { href: '/privacy-policy', label: 'privacy.title' },
};
