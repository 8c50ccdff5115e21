import { LEGAL_LAST_UPDATED, type LegalDocument } from './legal-types.ts';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    'These Terms of Service (“Terms”) govern your use of this Platewise instance. Platewise is open-source, self-hostable software for tracking nutrition and getting personalised guidance. Each instance is run by an operator; in these Terms, “we”, “us” and “our” mean the operator of the instance you are using, and “you” means you, the user.',
    'By creating an account or using the service, you agree to these Terms and to our Privacy Policy. If you do not agree, do not use the service.',
  ],
  sections: [
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        'You must be at least 13 years old to use Platewise. Children under 13 may not use the service. If you are under the age of majority where you live, you may use Platewise only with the permission of a parent or legal guardian who agrees to these Terms on your behalf.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        {
          list: [
            'Provide accurate information and keep it up to date; your targets are calculated from it.',
            'Keep your password and any API tokens you create confidential. You are responsible for activity under your account.',
            'Tell us promptly if you suspect unauthorised use of your account.',
          ],
        },
      ],
    },
    {
      id: 'health-disclaimer',
      heading: 'Health disclaimer',
      blocks: [
        'Platewise is not a medical device and does not provide medical advice, diagnosis or treatment. Calorie and macronutrient targets, nutrition estimates, coaching suggestions, meal plans and guide content are general information based on standard formulas and public data. They are not a substitute for advice from a qualified professional.',
        'Consult a doctor, registered dietitian or other healthcare professional before making significant changes to your diet or exercise, particularly if you are pregnant or breastfeeding, have a medical condition such as diabetes, heart or kidney disease, have or have had an eating disorder, or take medication. If you think you have a medical emergency, contact your local emergency services immediately.',
      ],
    },
    {
      id: 'ai-features',
      heading: 'AI features',
      blocks: [
        'Platewise’s AI features, including the nutrition coach, food swaps, meal chat, meal plans, meal prep recipes, photo analysis and voice logging, work without any AI provider. The operator may connect an OpenAI-compatible AI provider to enhance them; when one is configured, the text of your AI requests is sent to that provider, as described in the Privacy Policy.',
        'AI-generated content is produced automatically and may be incomplete or wrong. Nutrition values estimated from photos, voice or text are approximations. Always check ingredients and allergens yourself, and do not rely on AI output where a mistake could harm your health.',
      ],
    },
    {
      id: 'food-data',
      heading: 'Food data',
      blocks: [
        'Food and nutrient information comes from USDA FoodData Central, a public-domain database of the U.S. Department of Agriculture. Values are averages for typical foods; the actual content of a specific product, recipe or portion can differ. Platewise is not endorsed by the USDA.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'Use the service for any unlawful purpose or in breach of these Terms.',
            'Access or attempt to access another user’s account or data.',
            'Interfere with or disrupt the service, including by overloading it, probing it for vulnerabilities without the operator’s permission, or circumventing rate limits or security measures.',
            'Upload malware or content that is unlawful, infringing, or harmful.',
            'Use the AI features to generate content that is illegal or that promotes self-harm or disordered eating.',
            'Collect data from the service by automated means other than through the API tokens it provides.',
          ],
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      blocks: [
        'You keep ownership of the information you enter, including food logs, weight entries, messages and photos. You give us permission to store, process and display that content only as needed to provide the service to you. You are responsible for the content you submit and for having the right to submit it.',
      ],
    },
    {
      id: 'open-source',
      heading: 'Open-source software',
      blocks: [
        'The Platewise software is open source and distributed under the MIT License. These Terms govern your use of this hosted instance; they do not limit any rights you have under the software’s licence to use, copy, modify or run your own instance of Platewise.',
      ],
    },
    {
      id: 'availability',
      heading: 'Service availability',
      blocks: [
        'We aim for 99.9% uptime, measured monthly, excluding scheduled maintenance and events beyond our reasonable control. This is a goal, not a guarantee. We may change, suspend or discontinue features, and will give reasonable notice of significant changes where we can.',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      blocks: [
        'The Platewise software is free. If the operator of this instance charges for access, the fees and payment terms are set out separately when you sign up, and you will be told of any change in advance.',
      ],
    },
    {
      id: 'termination',
      heading: 'Ending your use of the service',
      blocks: [
        'You may stop using Platewise and delete your account at any time in Profile Settings. We may suspend or close your account if you seriously or repeatedly breach these Terms, or where the law requires it, and will tell you why unless the law prevents us from doing so. After your account is deleted, your data is kept and then removed as described in the Privacy Policy: account data is permanently deleted 30 days after deletion.',
      ],
    },
    {
      id: 'warranties',
      heading: 'Disclaimer of warranties',
      blocks: [
        'To the extent permitted by law, the service is provided “as is” and “as available”, without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not warrant that the service will be uninterrupted or error-free, or that nutrition information or AI output will be accurate.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        'To the extent permitted by law, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or goodwill, arising from your use of or inability to use the service.',
        'Our total liability for all claims relating to the service is limited to the greater of the fees you paid us for the service in the 12 months before the event giving rise to the claim, or US$100.',
        'Nothing in these Terms excludes or limits liability that cannot be excluded or limited by law, such as liability for death or personal injury caused by negligence, or for fraud.',
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        'To the extent permitted by law, you agree to indemnify us against claims, losses and reasonable costs arising from your breach of these Terms or your misuse of the service.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      blocks: [
        'We may update these Terms from time to time. When we do, we will change the “Last updated” date above, and if the changes are significant we will notify you in the app before they take effect. If you continue to use the service after the changes take effect, you accept the updated Terms; if you do not agree, you may delete your account.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        'These Terms are governed by the laws of the place where the operator of this instance is established, without regard to its conflict-of-law rules. This does not deprive you of the protection of mandatory consumer laws of the country where you live.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        'For questions about these Terms, contact the operator of this Platewise instance using the support email address shown in the app’s footer. We answer legal inquiries within 72 hours.',
      ],
    },
  ],
  related: { href: '/privacy-policy', label: 'Privacy Policy' },
};
