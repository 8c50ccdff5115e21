import { LEGAL_LAST_UPDATED, type LegalDocument } from './legal-types.ts';

/** The Privacy Policy (/privacy-policy): its structure here, its words in the `legal` messages. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'privacy.title',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: ['privacy.intro.what', 'privacy.intro.operator'],
  sections: [
    { id: 'controller', heading: 'privacy.controller.heading', blocks: ['privacy.controller.operator', 'privacy.controller.contributors'] },
    { id: 'information-we-collect', heading: 'privacy.collect.heading', blocks: ['privacy.collect.intro', { list: ['privacy.collect.account', 'privacy.collect.profile', 'privacy.collect.records', 'privacy.collect.aiContent', 'privacy.collect.technical'] }, 'privacy.collect.noTracking'] },
    { id: 'health-information', heading: 'privacy.health.heading', blocks: ['privacy.health.consent'] },
    { id: 'how-we-use-information', heading: 'privacy.use.heading', blocks: [{ list: ['privacy.use.service', 'privacy.use.security', 'privacy.use.maintain', 'privacy.use.communicate', 'privacy.use.legal'] }, 'privacy.use.noSale'] },
    { id: 'legal-bases', heading: 'privacy.legalBases.heading', blocks: ['privacy.legalBases.gdpr'] },
    { id: 'ai-features', heading: 'privacy.ai.heading', blocks: ['privacy.ai.local', 'privacy.ai.provider', 'privacy.ai.terms'] },
    { id: 'food-data', heading: 'privacy.foodData.heading', blocks: ['privacy.foodData.usda'] },
    { id: 'voice-input', heading: 'privacy.voice.heading', blocks: ['privacy.voice.browser'] },
    { id: 'cookies', heading: 'privacy.cookies.heading', blocks: ['privacy.cookies.session'] },
    { id: 'sharing', heading: 'privacy.sharing.heading', blocks: ['privacy.sharing.intro', { list: ['privacy.sharing.providers', 'privacy.sharing.ai', 'privacy.sharing.law', 'privacy.sharing.successor'] }] },
    { id: 'retention', heading: 'privacy.retention.heading', blocks: [{ list: ['privacy.retention.account', 'privacy.retention.logs', 'privacy.retention.serverLogs'] }, 'privacy.retention.law'] },
    { id: 'security', heading: 'privacy.security.heading', blocks: ['privacy.security.measures'] },
    { id: 'your-rights', heading: 'privacy.rights.heading', blocks: ['privacy.rights.intro', { list: ['privacy.rights.access', 'privacy.rights.correct', 'privacy.rights.delete', 'privacy.rights.restrict', 'privacy.rights.portable', 'privacy.rights.complaint'] }, 'privacy.rights.noSale', 'privacy.rights.response'] },
    { id: 'children', heading: 'privacy.children.heading', blocks: ['privacy.children.under13'] },
    { id: 'international-transfers', heading: 'privacy.transfers.heading', blocks: ['privacy.transfers.safeguards'] },
    { id: 'changes', heading: 'privacy.changes.heading', blocks: ['privacy.changes.notice'] },
    { id: 'contact', heading: 'privacy.contact.heading', blocks: ['privacy.contact.operator'] },
  ],
  related: { href: '/terms-of-service', label: 'terms.title' },
};
