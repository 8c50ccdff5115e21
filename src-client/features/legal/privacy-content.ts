import { LEGAL_LAST_UPDATED, type LegalDocument } from './legal-types.ts';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    'This Privacy Policy explains what personal data is collected when you use Platewise, how it is used and shared, how long it is kept, and the choices and rights you have.',
    'Platewise is open-source, self-hostable software. Each Platewise instance is run by an operator, an individual or organisation who installs the software on their own server. In this policy, “we”, “us” and “our” mean the operator of the Platewise instance you are using.',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible for your data',
      blocks: [
        'The operator of this Platewise instance is the data controller for the personal data processed by it: the operator decides where the instance is hosted, which optional services are switched on, and who can use it.',
        'The contributors who develop the Platewise software do not receive or have access to the data stored on instances they do not run. If you have a question about your data, contact the operator of this instance as described in “Contact us” below.',
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        'We collect only the information needed to provide Platewise’s features:',
        {
          list: [
            'Account information: your email address, first and last name, an optional profile picture, and your password, which is stored only as a one-way Argon2 hash and never in readable form.',
            'Profile information: age, gender, height, weight, activity level, fitness goal, dietary preference, timeline, preferred units, time zone, and the daily calorie, protein, carbohydrate and fat targets calculated from them.',
            'Nutrition and progress records: the foods you log (name, quantity, meal, date and nutrition values), weight entries, saved meal plans and shopping lists, meal prep sessions, and the coaching suggestions generated for you.',
            'Content you submit to AI features: chat messages and files you attach, food descriptions, voice transcripts, photos you choose to analyse, and requests for food swaps, meal plans and recipes.',
            'Technical information: the session cookie that keeps you signed in, API tokens you create, records of sign-in attempts used to block password-guessing, and server logs that may include your IP address, browser type, the time of a request and any errors.',
          ],
        },
        'We do not use advertising networks, tracking pixels or third-party analytics, and we do not buy personal data about you from others.',
      ],
    },
    {
      id: 'health-information',
      heading: 'Health-related information',
      blocks: [
        'Some of the information you enter, such as your weight, body measurements, diet and eating habits, may be considered health data under the laws of your country. We process it only to provide the features you use, on the basis of your explicit consent, which you give when you enter it. You can withdraw that consent at any time by deleting the information or your account.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use your information',
      blocks: [
        {
          list: [
            'To provide the service: calculating your daily targets, recording your food and weight logs, showing your progress, streaks and achievements, and generating suggestions, swaps, meal plans and recipes.',
            'To keep the service secure: authenticating you, limiting repeated sign-in attempts, and detecting and preventing abuse.',
            'To maintain and improve the instance: diagnosing errors and keeping the service running.',
            'To communicate with you: answering your inquiries and, where necessary, telling you about important changes to the service or to this policy.',
            'To comply with legal obligations.',
          ],
        },
        'We do not sell your personal data, use it for advertising, or make decisions about you by automated means that have legal or similarly significant effects.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Legal bases for processing',
      blocks: [
        'Where the EU or UK General Data Protection Regulation (GDPR) applies, we rely on the following legal bases: performance of our contract with you, to provide the service you signed up for; your explicit consent, for health-related information; our legitimate interests, to keep the service secure and working; and compliance with legal obligations.',
      ],
    },
    {
      id: 'ai-features',
      heading: 'AI features and AI providers',
      blocks: [
        'Platewise’s AI features work without any AI provider. By default, coaching suggestions, food swaps, meal plans and the other AI features are produced by Platewise itself on this instance, and your requests are not sent to any third party.',
        'The operator may choose to connect an OpenAI-compatible AI provider to enhance these features. When a provider is configured, the text of your AI requests is sent to that provider so it can generate a response, for example your chat messages, food descriptions and voice transcripts, together with the details needed to personalise the answer, such as your targets and dietary preference. If the configured model supports images, photos you choose to analyse are sent to it as well. Your password and session credentials are never sent.',
        'The provider processes this content under its own terms and privacy policy, which the operator is responsible for choosing and reviewing. AI-generated content can be inaccurate; see the Terms of Service.',
      ],
    },
    {
      id: 'food-data',
      heading: 'Food data',
      blocks: [
        'Nutrition information for foods comes from USDA FoodData Central, a public-domain database published by the U.S. Department of Agriculture. A copy of this data is stored on the instance, and your food searches are answered from that copy rather than being sent to the USDA.',
      ],
    },
    {
      id: 'voice-input',
      heading: 'Voice input',
      blocks: [
        'Voice logging uses the speech recognition built into your web browser. Depending on your browser, the audio may be processed by the browser vendor’s speech service under the vendor’s privacy terms. Platewise receives only the resulting text transcript, not the audio recording.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        'Platewise uses a single essential session cookie to keep you signed in. It is required for the service to work and is removed when you sign out or the session expires. Your browser’s local storage may also hold settings such as your display preferences. We do not use advertising or analytics cookies.',
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      blocks: [
        'We share personal data only in these cases:',
        {
          list: [
            'With service providers that host or run this instance for the operator, such as a hosting or database provider, bound to process the data only on the operator’s instructions.',
            'With the configured AI provider, if any, as described in “AI features and AI providers”.',
            'When required by law, or to protect the rights, safety and property of users, the operator or others.',
            'With a successor, if the operator transfers this service to another organisation, in which case you will be notified beforehand.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      blocks: [
        {
          list: [
            'Account data: kept while your account is active. When you delete your account, your account data is kept for 30 days and then permanently deleted.',
            'Nutrition logs: kept for up to 2 years from the date they were recorded, or until your account data is deleted, whichever comes first.',
            'Server logs and sign-in attempt records: kept only as long as needed for security and troubleshooting.',
          ],
        },
        'We may keep information longer where the law requires us to.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      blocks: [
        'Passwords are stored as salted Argon2 hashes, sign-in attempts are rate-limited, and each user can access only their own data. The operator is responsible for running the instance securely, including serving it over HTTPS and keeping the software up to date. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      blocks: [
        'Depending on where you live, you may have the right to:',
        {
          list: [
            'Access the personal data we hold about you and receive a copy of it.',
            'Correct inaccurate data. You can update your profile at any time in Profile Settings.',
            'Delete your data. You can delete your account in Profile Settings under Danger Zone.',
            'Restrict or object to certain processing, and withdraw consent at any time.',
            'Receive your data in a portable format.',
            'Lodge a complaint with your local data protection authority.',
          ],
        },
        'We do not sell or share personal data for cross-context behavioural advertising, as those terms are defined by California law, and we will not discriminate against you for exercising your rights.',
        'We answer privacy inquiries within 48 hours. If a request needs more work, such as preparing a full copy of your data, our reply will tell you when to expect it, within the time limits set by applicable law.',
      ],
    },
    {
      id: 'children',
      heading: 'Children’s privacy',
      blocks: [
        'Platewise is not intended for children under 13, and children under 13 may not use it. We do not knowingly collect personal data from children under 13. If we learn that we have, we will delete it promptly. If you believe a child under 13 has provided us with personal data, please contact us.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International data transfers',
      blocks: [
        'Your data is stored where the operator hosts this instance. If an AI or hosting provider processes data in another country, the operator is responsible for ensuring that appropriate safeguards, such as standard contractual clauses, are in place where the law requires them.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy from time to time. When we do, we will change the “Last updated” date above, and if the changes are significant we will notify you in the app before they take effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        'For questions about this policy or to exercise your rights, contact the operator of this Platewise instance using the support email address shown in the app’s footer. We answer privacy inquiries within 48 hours.',
      ],
    },
  ],
  related: { href: '/terms-of-service', label: 'Terms of Service' },
};
