// The text of the legal pages. Plain, specific and consistent with how the product works.
import type { LegalDocumentKey } from './legal.keys';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  updated: string;
  sections: LegalSection[];
}

const UPDATED = 'November 1, 2026';

export const legalDocuments: Record<LegalDocumentKey, LegalDocument> = {
  terms: {
    title: 'Terms of Service',
    summary: 'The agreement between you and Studyloop when you use our website, desktop app and services.',
    updated: UPDATED,
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [
          'Studyloop provides AI study tools, a library of study documents shared by users, and a points wallet ("the Service"). By creating an account or using the Service you accept these Terms.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You must be at least 16 years old, give accurate information and keep your password secret. You are responsible for activity on your account. Tell us at once if you suspect unauthorised use.',
        ],
      },
      {
        heading: '3. Points and payments',
        paragraphs: [
          'Points are bought by card or PayPal at 10 points per US dollar, or earned through uploads. Points are a licence to use features of the Service, have no cash value outside it and cannot be transferred. Prices in points are shown before you spend them.',
          'Refunds follow our Refund Policy.',
        ],
      },
      {
        heading: '4. Content you upload',
        paragraphs: [
          'You keep ownership of what you upload. You grant Studyloop a worldwide, non-exclusive licence to host, convert, preview and distribute it to users of the Service. You promise you have the rights to upload it and that it follows our Community Guidelines and Code of Honor.',
        ],
      },
      {
        heading: '5. Using documents you access',
        paragraphs: [
          'Documents you buy or unlock are for your personal study. You may not resell, republish or share them outside the Service.',
        ],
      },
      {
        heading: '6. AI features',
        paragraphs: [
          'AI answers can be wrong. Check important results yourself and follow your institution’s rules on the use of AI tools. You are responsible for the work you submit.',
        ],
      },
      {
        heading: '7. Acceptable use',
        paragraphs: [
          'Do not break the law, infringe rights, attack the Service, scrape it at scale, or use it to cheat in assessments. We may suspend accounts that do.',
        ],
      },
      {
        heading: '8. Liability',
        paragraphs: [
          'The Service is provided as is. To the extent the law allows, our liability is limited to the amount you paid us in the 12 months before the claim.',
        ],
      },
      {
        heading: '9. Changes and contact',
        paragraphs: [
          'We will announce material changes at least 14 days ahead. Questions: legal@studyloop.app.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    summary: 'What personal data we collect, why, and the choices you have.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Data we collect',
        paragraphs: [
          'Account data (name, e-mail, password hash, university and course if you add them), payment records (amounts and provider references; we never store card numbers), the content you upload or create, and usage data such as pages viewed and features used.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To provide the Service, process payments, keep accounts secure, moderate content, answer support requests and improve our tools. We do not sell personal data.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Payment providers (card processor and PayPal), our hosting and e-mail providers, and AI providers when you use an AI feature, each bound by contract to protect your data. Public profiles show only your name and avatar.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'For as long as your account exists, and up to 30 days after deletion, except records the law requires us to keep longer (such as invoices).',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can access, correct, export or delete your data, and object to or restrict processing. Write to privacy@studyloop.app. You may also complain to your data protection authority.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Data is encrypted in transit, access is limited to staff who need it, and sessions expire and refresh automatically.',
        ],
      },
    ],
  },
  'cookie-policy': {
    title: 'Cookie Policy',
    summary: 'How Studyloop uses cookies and browser storage.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Essential storage',
        paragraphs: [
          'We keep your sign-in session (for up to 7 days), your cart and your dashboard preference in your browser. Without them the Service cannot work.',
        ],
      },
      {
        heading: 'Performance',
        paragraphs: ['We cache data such as the subjects list for up to 10 minutes so pages load faster.'],
      },
      {
        heading: 'Third parties',
        paragraphs: [
          'Google sign-in (when you use it), our payment providers during checkout, and the support chat widget may set their own cookies under their own policies.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can clear or block cookies and site data in your browser settings. Blocking essential storage signs you out and empties your cart.',
        ],
      },
    ],
  },
  'code-of-honor': {
    title: 'Code of Honor',
    summary: 'Studyloop exists to help you learn. This is how we expect everyone to use it.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Learn, do not outsource',
        paragraphs: [
          'Use step-by-step solutions, flashcards and practice tests to understand the material. Do not submit AI output or other students’ work as your own.',
        ],
      },
      {
        heading: 'Respect your institution',
        paragraphs: [
          'Follow your school’s academic integrity rules. Do not use Studyloop during closed-book exams or to obtain live exam questions.',
        ],
      },
      {
        heading: 'Share honestly',
        paragraphs: [
          'Upload only work you created or have the right to share, and never upload exams your instructor has asked to keep confidential.',
        ],
      },
      {
        heading: 'Consequences',
        paragraphs: [
          'Content that breaks this code is removed, and repeated or serious violations lead to account suspension. We cooperate with institutions investigating academic misconduct where the law allows.',
        ],
      },
    ],
  },
  'community-guidelines': {
    title: 'Community Guidelines',
    summary: 'What belongs in the Studyloop library, comments and reviews.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Good documents',
        paragraphs: [
          'Original notes, summaries, study guides and practice problems that are readable, correctly titled and filed under the right subject, course and type.',
        ],
      },
      {
        heading: 'Not allowed',
        paragraphs: [
          'Copyrighted textbooks or publisher solution manuals, confidential exams, personal data of others, spam, hateful or harassing content, and anything illegal.',
        ],
      },
      {
        heading: 'Reviews and comments',
        paragraphs: [
          'Be specific and kind. Review the document, not the person. Comments are moderated before they appear.',
        ],
      },
      {
        heading: 'Reporting',
        paragraphs: [
          'Use the report option on a document or write to support@studyloop.app. Rights holders can use our Notice & Takedown process.',
        ],
      },
    ],
  },
  'notice-takedown': {
    title: 'Notice and Takedown',
    summary: 'How rights holders can ask us to remove content that infringes their rights.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Sending a notice',
        paragraphs: [
          'Send a notice to legal@studyloop.app or use the File a Complaint page. Include: your contact details; the work you believe is infringed; the Studyloop URL of each infringing document; a statement that you believe in good faith the use is not authorised; a statement that the notice is accurate and that you are the rights holder or act for them; and your signature.',
        ],
      },
      {
        heading: 'What we do',
        paragraphs: [
          'We review complete notices promptly, usually within 2 business days, remove or disable access to infringing content and inform the uploader.',
        ],
      },
      {
        heading: 'Counter-notice',
        paragraphs: [
          'If your document was removed by mistake, reply to our e-mail with a counter-notice explaining why you have the right to share it. We may restore it unless the complainant starts legal proceedings.',
        ],
      },
      {
        heading: 'Repeat infringers',
        paragraphs: ['Accounts that repeatedly upload infringing content are closed.'],
      },
    ],
  },
  'refund-policy': {
    title: 'Refund Policy',
    summary: 'Our 30-day money-back guarantee and how refunds work.',
    updated: UPDATED,
    sections: [
      {
        heading: '30-day money-back guarantee',
        paragraphs: [
          'If you are not satisfied with a points purchase or a subscription, contact support within 30 days and we will refund unused points or the subscription payment.',
        ],
      },
      {
        heading: 'Documents',
        paragraphs: [
          'If a document you unlocked is not as described (wrong course, unreadable or incomplete), we return the points you spent on it.',
        ],
      },
      {
        heading: 'How refunds are paid',
        paragraphs: [
          'Refunds go back to the original payment method (card or PayPal), usually within 5 to 10 business days. Points spent on AI features that completed successfully are not refundable; failed AI actions are refunded automatically.',
        ],
      },
      { heading: 'Contact', paragraphs: ['support@studyloop.app, with your order or transaction details.'] },
    ],
  },
  'file-complaint': {
    title: 'File a Complaint',
    summary: 'Report infringing or harmful content, or complain about our service.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Copyright and content complaints',
        paragraphs: [
          'E-mail legal@studyloop.app with the URL of the document, the reason for your complaint and, for copyright, the details listed in our Notice & Takedown policy. You will receive a reference number and a reply within 2 business days.',
        ],
      },
      {
        heading: 'Complaints about our service',
        paragraphs: [
          'Write to support@studyloop.app. If we cannot resolve your complaint within 30 days, you may contact your local consumer protection authority or an alternative dispute resolution body.',
        ],
      },
      {
        heading: 'Urgent safety issues',
        paragraphs: [
          'For content that puts someone at risk, write to safety@studyloop.app with "Urgent" in the subject line. We review these first.',
        ],
      },
    ],
  },
};
