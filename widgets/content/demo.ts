/**
 * The sections of the /demo product tour: four sections, 9 minutes in all, with
 * overview selected by default.
 */
import type { DemoSection } from './types.ts';

/** The tour's sections in order; the first (overview) is selected when the page opens. */
export const demoSections: DemoSection[] = [
  {
    id: 'overview',
    title: 'Platform Overview',
    duration: '3 min',
    description:
      'A quick walk through a typical clinic day, from the morning calendar to the day-end summary. See how client records, appointments, billing, messaging and analytics fit together in one place, built for aesthetic, dermatology, wellness, dental and physiotherapy clinics in India.',
    highlights: [
      'One dashboard for the whole clinic',
      'Reminders by SMS, email and WhatsApp',
      'GST-compliant invoices with UPI and card payments',
      'Up to 80% less admin work',
    ],
  },
  {
    id: 'scheduling',
    title: 'Smart Scheduling',
    duration: '2 min',
    description:
      'Book an appointment in a few clicks, with only the practitioners who offer the service and are free at that time. Watch automated reminders go out and a cancelled slot offered to the waitlist.',
    highlights: [
      'Practitioner calendars and staff schedules',
      'Automated reminders by SMS, email and WhatsApp',
      'Waitlist that fills cancelled slots',
      'No-shows cut by up to 60%',
    ],
  },
  {
    id: 'clients',
    title: 'Client Management',
    duration: '2 min',
    description:
      'Open a 360-degree client profile with medical history, preferences, emergency contact, consent and the full treatment history. Compare before and after photos side by side to show real progress.',
    highlights: [
      'Medical history, preferences and consent in one profile',
      'Photos tagged Before, After, During Treatment or Progress',
      'Import existing records from CSV or Excel',
    ],
  },
  {
    id: 'analytics',
    title: 'AI Analytics',
    duration: '2 min',
    description:
      'See revenue, appointments, retention and top services at a glance, and the AI insights that suggest what to do next. Build a custom report and turn an insight into a follow-up campaign.',
    highlights: [
      'Revenue and appointment trends at a glance',
      'Plain-language AI insights with suggested actions',
      'Custom reports and campaign results',
      'Up to 40% better client retention',
    ],
  },
];
