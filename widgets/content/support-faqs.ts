/** The Help Center's questions: the /support accordion's, in English in every language. */
import type { Faq } from './types.ts';

/** The five questions of the Help Center accordion, most asked first. */
export const supportFaqs: Faq[] = [
  {
    question: 'How do I bring my existing client records into the platform?',
    answer:
      'Go to Clients, choose Import and upload a CSV file or an Excel workbook; Enterprise clinics can also use the API. Match your columns to the client fields, fix any rows flagged in the preview (every client needs a name, phone number and email) and run the import. Step by step: [Adding Your First Clients](/help/adding-first-clients).',
  },
  {
    question: 'How do automated appointment reminders work?',
    answer:
      "Reminders go out automatically by SMS, email or WhatsApp, following each client's preferred channel and consent. Email and SMS reminders are on every plan; WhatsApp needs the WhatsApp API on Pro or Enterprise. You choose when they are sent and what they say. See [Setting Up Appointment Scheduling](/help/setup-appointment-scheduling).",
  },
  {
    question: 'Which GST rate applies to my services?',
    answer:
      'As a guide, medical services and consultations are billed at 0% GST, cosmetic, aesthetic and wellness services at 18%, and equipment and products at 12% or 18% depending on the item. Set the tax type once on each service and every invoice applies it, with your 15-digit GSTIN. Confirm the classification with your chartered accountant; details in [GST Compliance for Clinics](/help/gst-compliance).',
  },
  {
    question: 'I forgot my password. How do I reset it?',
    answer:
      'Use [Forgot password](/forgot-password) on the sign-in page and enter your account email. We send a reset link that is valid for 24 hours and works once. Your new password needs at least 8 characters, with upper and lower case letters and at least one number. No email after a few minutes? Check your spam folder, then [contact us](/contact).',
  },
  {
    question: 'Is my clinic and client data secure?',
    answer:
      "Yes. Your data is stored on servers in India and handled as India's Digital Personal Data Protection Act, 2023 requires. The platform is compliant with HIPAA, GDPR, ISO 27001 and SOC 2, offers 99.9% uptime, and your data is never sold. Give every staff member their own account with the access their role needs. Read more on our [security](/security) and [compliance](/compliance) pages.",
  },
];
