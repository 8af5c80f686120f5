/**
 * The /features page: six tabs, each with a hero and four features with highlights;
 * six extra modules; the integrations strip. Claims are the company's own figures.
 */
import { array, nonempty, object, pattern, size, string, type Infer } from 'superstruct';

const text = nonempty(string());

/** Ensure that a value is one feature of a tab: a title, what it does, and its highlights. */
export const Feature = object({ title: text, description: text, highlights: size(array(text), 2, 4) });
export type Feature = Infer<typeof Feature>;

/** Ensure that a value is one tab of the features page: its label, hero and four features. */
export const FeatureTab = object({
  id: pattern(string(), /^[a-z-]+$/),
  label: text,
  icon: pattern(string(), /^[a-z-]+$/),
  title: text,
  intro: text,
  stat: text,
  features: size(array(Feature), 4, 4),
});
export type FeatureTab = Infer<typeof FeatureTab>;

/** Ensure that a value is one of the extra modules listed under the tabs. */
export const FeatureModule = object({ title: text, icon: pattern(string(), /^[a-z-]+$/), description: text });
export type FeatureModule = Infer<typeof FeatureModule>;

/** The six tabs in order; the first is selected when the page opens. */
export const featureTabs: FeatureTab[] = [
  {
    id: 'client-management',
    label: 'Client Management',
    icon: 'users',
    title: 'Every client, every visit, in one 360-degree profile',
    intro:
      'Medical history, preferences, consent, photos and the full treatment history sit together, so every practitioner starts the appointment fully prepared.',
    stat: '40% better client retention',
    features: [
      {
        title: '360-degree client profiles',
        description: 'One record per client with contact details, medical history, preferences and emergency contact.',
        highlights: ['Medical history and allergies', 'Preferences and notes', 'Emergency contact'],
      },
      {
        title: 'Treatment history',
        description: 'Every session with its service, practitioner, products used and follow-up notes.',
        highlights: ['Session notes per visit', 'Products and dosages', 'Follow-up reminders'],
      },
      {
        title: 'Before/after photos',
        description: 'Photos tagged Before, After, During Treatment or Progress, compared side by side.',
        highlights: ['JPG, PNG and HEIC uploads', 'Side-by-side comparison', 'Consent recorded with each photo'],
      },
      {
        title: 'Lead management',
        description: 'Enquiries from calls, WhatsApp and walk-ins tracked until they book.',
        highlights: ['Lead sources and status', 'Follow-up tasks', 'One click from lead to client'],
      },
    ],
  },
  {
    id: 'appointments',
    label: 'Appointments',
    icon: 'calendar',
    title: 'Smart scheduling that fills your calendar',
    intro: 'Book in a few clicks with the right practitioner and room, send reminders automatically and let the waitlist fill every cancelled slot.',
    stat: 'No-shows cut by up to 60%',
    features: [
      {
        title: 'Smart calendar',
        description: 'Day, week and practitioner views with only the free slots that fit the service.',
        highlights: ['Service durations built in', 'Room and equipment aware', 'Drag to reschedule'],
      },
      {
        title: 'Automated reminders',
        description: 'Reminders by SMS, email and WhatsApp at the times you choose.',
        highlights: ['SMS, email and WhatsApp', 'Your own wording', 'Follows client consent'],
      },
      {
        title: 'Waitlists',
        description: 'Clients waiting for a slot are offered cancellations automatically.',
        highlights: ['Automatic slot offers', 'Priority order', 'Fewer empty chairs'],
      },
      {
        title: 'Staff scheduling',
        description: 'Shifts, leave and breaks in the same calendar as the bookings.',
        highlights: ['Shifts and leave', 'Per-practitioner services', 'Multi-location on Enterprise'],
      },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    icon: 'receipt',
    title: 'GST-compliant billing and payments in one place',
    intro: 'Invoices with the right GST rate and your GSTIN, paid by card, UPI, wallet, cash or bank transfer, and reconciled without spreadsheets.',
    stat: '80% less admin work',
    features: [
      {
        title: 'GST-compliant invoices',
        description: 'The tax type is set once per service and every invoice applies it.',
        highlights: ['Your 15-digit GSTIN', 'Tax type per service', 'Numbered invoice series'],
      },
      {
        title: 'Payment gateways',
        description: 'Card and UPI through Razorpay, UPI wallet through PhonePe and international cards through Stripe.',
        highlights: ['Razorpay', 'PhonePe', 'Stripe'],
      },
      {
        title: 'Cash and bank transfers',
        description: 'Record payments taken at the desk or by transfer alongside online ones.',
        highlights: ['Cash and transfer tracking', 'Part payments', 'Day-end totals'],
      },
      {
        title: 'Packages and memberships',
        description: 'Sell treatment packages and track the sessions each client has left.',
        highlights: ['Session packages', 'Balance tracking', 'Renewal reminders'],
      },
    ],
  },
  {
    id: 'analytics',
    label: 'Analytics',
    icon: 'chart',
    title: 'AI analytics that tell you what to do next',
    intro:
      'Revenue, appointments, retention and top services at a glance, with plain-language insights and custom reports for the questions only your clinic asks.',
    stat: 'Insights in plain language',
    features: [
      {
        title: 'Clinic dashboard',
        description: 'The numbers that matter today, this week and this month.',
        highlights: ['Revenue and bookings', 'Utilisation per practitioner', 'Top services'],
      },
      {
        title: 'AI insights',
        description: 'Suggestions such as clients due for a follow-up or services losing bookings.',
        highlights: ['Clients due to return', 'Trend alerts', 'Suggested actions'],
      },
      {
        title: 'Custom reports',
        description: 'Build and save reports by service, practitioner, location or period.',
        highlights: ['Filters and groupings', 'Saved reports', 'Export to Excel'],
      },
      {
        title: 'Retention tracking',
        description: 'See which clients come back and which need a nudge.',
        highlights: ['Repeat-visit rates', 'Lapsed clients', 'Campaign results'],
      },
    ],
  },
  {
    id: 'communication',
    label: 'Communication',
    icon: 'chat',
    title: 'Reach clients where they read: WhatsApp, SMS and email',
    intro: 'Reminders, care instructions and marketing campaigns go out on the channel each client prefers, with consent respected on every message.',
    stat: 'Campaign response rates of 15–25%',
    features: [
      {
        title: 'WhatsApp campaigns',
        description: 'Approved templates for offers, festive greetings and follow-ups.',
        highlights: ['WhatsApp API on Pro and up', 'Template library', 'Delivery and read status'],
      },
      {
        title: 'Marketing automation',
        description: 'Birthday offers, win-back messages and post-treatment check-ins that send themselves.',
        highlights: ['Trigger-based journeys', 'Audience segments', 'Results per campaign'],
      },
      {
        title: 'Care protocols',
        description: 'Pre- and post-treatment instructions sent at the right moment.',
        highlights: ['Per-service protocols', 'Timed messages', 'Fewer repeat questions'],
      },
      {
        title: 'Email and SMS',
        description: 'Reminders and receipts by email and SMS on every plan.',
        highlights: ['Branded emails', 'SMS reminders', 'Opt-out handling'],
      },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    icon: 'shield',
    title: 'Security and compliance you can show your clients',
    intro: 'Clinical data is encrypted, access follows each staff member’s role, and the platform is built to HIPAA, GDPR, ISO 27001 and SOC 2 standards.',
    stat: '99.9% uptime',
    features: [
      {
        title: 'Role-based access',
        description: 'Each staff member sees only what their role needs.',
        highlights: ['Roles for front desk, practitioners and owners', 'Per-location access', 'Activity log'],
      },
      {
        title: 'Encryption',
        description: 'Data is encrypted in transit and at rest.',
        highlights: ['TLS for every connection', 'Encrypted storage', 'Encrypted backups'],
      },
      {
        title: 'Multi-factor authentication',
        description: 'A second step at sign-in for every account that wants it.',
        highlights: ['Authenticator apps', 'Remember trusted devices', 'Owner-enforced policy'],
      },
      { title: 'Compliance', description: 'Built to the standards your clients and regulators expect.', highlights: ['HIPAA and GDPR', 'ISO 27001', 'SOC 2'] },
    ],
  },
];

/** The six extra modules shown under the tabs. */
export const featureModules: FeatureModule[] = [
  { title: 'Service catalogue', icon: 'list', description: 'Services with durations, prices, tax types and the practitioners who offer them.' },
  { title: 'Staff management', icon: 'badge', description: 'Profiles, roles, commissions and performance for every team member.' },
  { title: 'Inventory', icon: 'box', description: 'Stock levels per location with low-stock alerts before you run out.' },
  { title: 'Multi-location', icon: 'map-pin', description: 'Several branches with shared client records and separate calendars.' },
  { title: 'Care protocols', icon: 'clipboard', description: 'Standard pre- and post-treatment steps for consistent results.' },
  { title: 'Lead management', icon: 'target', description: 'Every enquiry followed up until it becomes a booking.' },
];

/** the integrations strip of the features page. */
export const integrationsStrip: string[] = ['WhatsApp', 'Razorpay', 'PhonePe', 'Google', 'Stripe', 'Brevo'];
