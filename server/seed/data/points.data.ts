import type { BonusTierSeed, PointsPackageSeed, SubscriptionPlanSeed } from './seed-types.ts';

/** Ten points per US dollar (spec 1, section 9). */
export const POINTS_PER_USD = 10;

export const POINTS_PACKAGES: readonly PointsPackageSeed[] = [
  {
    name: 'Starter',
    points: 100,
    price: 10,
    bonus_points: 0,
    is_popular: false,
    is_active: true,
    description: 'Enough to unlock a few documents or run a handful of AI checks.',
  },
  {
    name: 'Student',
    points: 250,
    price: 25,
    bonus_points: 10,
    is_popular: true,
    is_active: true,
    description: 'Our most popular pack: a term of flashcards, document chats and the occasional past paper.',
  },
  {
    name: 'Scholar',
    points: 500,
    price: 50,
    bonus_points: 35,
    is_popular: false,
    is_active: true,
    description: 'For exam season: plenty of points for study guides, test prep and writing tools.',
  },
  {
    name: 'Study Group',
    points: 1000,
    price: 100,
    bonus_points: 100,
    is_popular: false,
    is_active: true,
    description: 'The best value per point, ideal for heavy users and shared study groups.',
  },
];

/** Bonus for custom amounts: the highest tier whose min_amount the purchase reaches applies. */
export const POINTS_BONUS_TIERS: readonly BonusTierSeed[] = [
  { name: 'Bronze bonus', min_amount: 20, bonus_points: 10, bonus_percent: null, is_active: true },
  { name: 'Silver bonus', min_amount: 50, bonus_points: null, bonus_percent: 7, is_active: true },
  { name: 'Gold bonus', min_amount: 100, bonus_points: null, bonus_percent: 10, is_active: true },
  { name: 'Platinum bonus', min_amount: 250, bonus_points: null, bonus_percent: 15, is_active: true },
  { name: 'Launch week bonus', min_amount: 5, bonus_points: 5, bonus_percent: null, is_active: false },
];

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlanSeed[] = [
  {
    name: 'Basic',
    slug: 'basic',
    price: 9.99,
    interval: 'month',
    bonus_points: 100,
    is_active: true,
    is_popular: false,
    description: 'The essentials for staying on top of your courses.',
    features: [
      '100 bonus points every month',
      'Unlimited AI Writer drafts',
      'Up to 20 flashcards per deck with spaced repetition',
      'Save and bookmark documents',
    ],
  },
  {
    name: 'Pro',
    slug: 'pro',
    price: 19.99,
    interval: 'month',
    bonus_points: 250,
    is_active: true,
    is_popular: true,
    description: 'Everything you need for a full course load and exam season.',
    features: [
      '250 bonus points every month',
      'Unlimited AI Writer drafts with version history',
      'Document chat with longer conversations',
      'Personalised test-prep plans and analytics',
      'Priority email support',
    ],
  },
  {
    name: 'Premium',
    slug: 'premium',
    price: 34.99,
    interval: 'month',
    bonus_points: 500,
    is_active: true,
    is_popular: false,
    description: 'For power users, researchers and students writing a thesis.',
    features: [
      '500 bonus points every month',
      'All Pro features',
      'AI detection and plagiarism checks included in your monthly points',
      'Unlimited flashcard decks of any size',
      'Early access to new study tools',
    ],
  },
];
