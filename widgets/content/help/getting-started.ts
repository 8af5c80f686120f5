/**
 * Help articles of the 'Getting Started' category: the first evening with the platform,
 * from the clinic profile to the first invoice. Facts are the product's published ones only.
 */
import type { HelpArticle } from '../types.ts';

/** The four Getting Started articles, in the order a new clinic works through them. */
export const gettingStartedArticles: HelpArticle[] = [
  {
    id: 'setup-clinic-profile',
    title: 'Setting Up Your Clinic Profile',
    description: "Add your clinic's name, logo, address, GSTIN, working hours and services so that invoices, reminders and reports look right from day one.",
    category: 'Getting Started',
    readTime: '6 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'Your clinic profile is the information the platform reuses everywhere: on every GST invoice, in appointment reminders sent by SMS, email and WhatsApp, on booking confirmations and at the top of your reports. Ten careful minutes here save you from correcting dozens of invoices later, so it is the best place to begin.',
      },
      { type: 'heading', text: 'Keep these details handy' },
      {
        type: 'list',
        items: [
          "Your clinic's registered name (as on your GST certificate) and the name clients know you by, if different.",
          'The full address with PIN code, the clinic phone number and a clinic email address that someone reads every day.',
          'Your 15-digit GSTIN, if the clinic is registered for GST.',
          'Your logo as a square PNG or JPG, about 200x200 px.',
          'Working hours for each day of the week, including lunch breaks and weekly offs.',
          'A list of your services with their duration and price, for example "Hydrafacial – 60 min – ₹6,500".',
        ],
      },
      { type: 'heading', text: 'Fill in the profile step by step' },
      {
        type: 'steps',
        steps: [
          {
            title: 'Open the clinic profile',
            description: 'Sign in, open Settings from the main menu and choose Clinic Profile. Anything you enter can be changed later.',
          },
          {
            title: 'Enter the basic details',
            description:
              'Add the clinic name, clinic type (aesthetic, dermatology, wellness, dental, physiotherapy or other), phone, email and full address. Clients see the phone number and address in their reminders, so use the ones they should call and visit.',
          },
          {
            title: 'Upload your logo',
            description: 'Use a square image of about 200x200 px. A PNG with a transparent or white background looks sharpest on invoices and emails.',
          },
          {
            title: 'Set your working hours',
            description:
              'For each day, set opening and closing times in IST, add breaks such as 1:30 PM to 2:30 PM for lunch and mark weekly offs. The calendar only offers bookable slots inside these hours.',
          },
          {
            title: 'Add your tax details',
            description:
              'Enter your GSTIN and the legal name exactly as they appear on your GST registration certificate. If you are not registered for GST, leave the field empty.',
          },
          {
            title: 'Save and preview',
            description: 'Save the profile, then open the invoice preview to see your name, logo, address and GSTIN the way a client will.',
          },
        ],
      },
      {
        type: 'info',
        title: 'Why the details must match your GST registration',
        text: 'A GST invoice has to carry your registered name, address and GSTIN. If the profile differs from your certificate, your chartered accountant may have to reissue invoices at filing time. Read [GST Compliance for Clinics](/help/gst-compliance) for the full picture.',
      },
      { type: 'heading', text: 'Add your services' },
      {
        type: 'paragraph',
        text: 'The service catalogue drives both scheduling and billing. For each service, enter its name, duration, price and whether it is a medical service or a cosmetic, aesthetic or wellness service. That choice sets the GST rate suggested on invoices: 0% for medical services and consultations, 18% for cosmetic, aesthetic and wellness services.',
      },
      {
        type: 'list',
        items: [
          'Keep names short and client-friendly, for example "Chemical Peel" rather than an internal code. Clients see them in reminders.',
          'Set realistic durations, including clean-up time, so the calendar does not double-book a practitioner.',
          'Group related services into categories such as Skin, Hair, Laser or Physiotherapy to keep the booking list tidy.',
        ],
      },
      {
        type: 'warning',
        title: 'Avoid oversized or off-centre logos',
        text: 'Wide banner images and large photos are shrunk to fit and often come out blurry or cropped. Export your logo as a square of about 200x200 px with a little empty space around it.',
      },
      { type: 'heading', text: 'Check your work' },
      {
        type: 'list',
        items: [
          'The invoice preview shows the right name, address, GSTIN and logo.',
          'Every day in the calendar shows the correct opening hours and weekly offs.',
          'Each service has a duration, a price and the right tax type.',
          'The clinic phone number in reminders is one that is answered during working hours.',
        ],
      },
      {
        type: 'success',
        title: 'Your clinic profile is ready',
        text: 'Next, [add your first clients](/help/adding-first-clients) and then [set up appointment scheduling](/help/setup-appointment-scheduling). If anything looks wrong, write to [support@clinicplatform.in](mailto:support@clinicplatform.in) and we will reply within 4 hours.',
      },
    ],
    relatedArticles: ['adding-first-clients', 'setup-appointment-scheduling', 'gst-compliance'],
  },
  {
    id: 'adding-first-clients',
    title: 'Adding Your First Clients',
    description:
      'Add clients one at a time or import your existing records from CSV, Excel or the API, and learn which details matter most in a client profile.',
    category: 'Getting Started',
    readTime: '6 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'Every appointment, invoice, photo and campaign is linked to a client profile, so your client list is the heart of the platform. You can add clients one by one as they walk in, or bring your whole existing register across in one go. This article covers both.',
      },
      { type: 'heading', text: 'What a client profile holds' },
      {
        type: 'list',
        items: [
          'Name, phone number and email: these three are required when you add a client.',
          'Medical history: conditions, allergies, current medication and previous procedures.',
          'Preferences: preferred practitioner, preferred days and times, language and how they like to be contacted.',
          'Emergency contact: a name and phone number to call if something goes wrong during treatment.',
          'Photos, each tagged Before, After, During Treatment or Progress.',
          'Consent: treatment consent and consent to receive reminders and marketing messages.',
        ],
      },
      { type: 'heading', text: 'Add a single client' },
      {
        type: 'steps',
        steps: [
          { title: 'Open the client list', description: 'Go to Clients and click Add Client.' },
          {
            title: 'Enter the required details',
            description:
              'Type the full name, the mobile number with the +91 country code and an email address. Reminders and invoices go to this number and address, so check them with the client.',
          },
          {
            title: 'Record the medical history',
            description: 'Note allergies, conditions, medication and past treatments. Practitioners see this before every appointment.',
          },
          {
            title: 'Add preferences and an emergency contact',
            description: 'Capture the preferred practitioner and channel (SMS, email or WhatsApp), and an emergency contact name and number.',
          },
          {
            title: 'Capture consent',
            description:
              'Tick the consents the client has given, for treatment and for messages. Without message consent, leave them out of marketing campaigns.',
          },
          { title: 'Save the profile', description: 'Click Save. The client can now be booked, billed and photographed.' },
        ],
      },
      {
        type: 'warning',
        title: "Don't invent email addresses",
        text: 'It is tempting to type a made-up address for a walk-in client who says they have no email. Invoices and reminders sent there are lost, and campaign reports become misleading. Ask for an address the client or a family member actually reads.',
      },
      { type: 'heading', text: 'Import your existing records' },
      {
        type: 'paragraph',
        text: 'Moving from spreadsheets, a register or another software? You can import clients in bulk from a CSV file or an Excel workbook. Clinics on the Enterprise plan can also push records through the API, which suits large or continuous migrations.',
      },
      {
        type: 'steps',
        steps: [
          {
            title: 'Export from your old system',
            description: 'Save your client list as CSV or Excel. One row per client, one column per detail.',
          },
          {
            title: 'Start the import',
            description: 'Go to Clients, choose Import and upload the file.',
          },
          {
            title: 'Match your columns',
            description:
              "Tell the platform which of your columns holds the name, phone number, email, date of birth, medical notes and so on. Columns you don't match are skipped.",
          },
          {
            title: 'Review the preview',
            description: 'Fix the rows flagged as problems: missing phone numbers or emails, duplicate phone numbers and dates that cannot be read.',
          },
          { title: 'Run the import', description: 'Confirm, then open a few imported profiles to check that everything landed in the right field.' },
        ],
      },
      {
        type: 'list',
        items: [
          'Write phone numbers as 10-digit mobile numbers, with or without +91, and keep each number in a single cell.',
          'Use one date format throughout the file, for example DD/MM/YYYY.',
          'Remove duplicate rows before importing; the same client twice means two histories.',
          'Keep medical notes in one column rather than spread over many.',
        ],
      },
      {
        type: 'info',
        title: 'Check your plan limit first',
        text: 'The Basic plan holds up to 500 clients, Pro up to 2,000 and Enterprise is unlimited. If your file has, say, 1,200 active clients, move to Pro before importing. See [pricing](/pricing) or [Managing Your Subscription and Billing](/help/managing-subscription-billing).',
      },
      {
        type: 'success',
        title: 'Your client list is in place',
        text: 'Now [set up appointment scheduling](/help/setup-appointment-scheduling) so that you can book them. A messy file you cannot clean up? Send it to [support@clinicplatform.in](mailto:support@clinicplatform.in) and our team will help.',
      },
    ],
    relatedArticles: ['setup-clinic-profile', 'managing-client-photos', 'setup-appointment-scheduling'],
  },
  {
    id: 'setup-appointment-scheduling',
    title: 'Setting Up Appointment Scheduling',
    description:
      'Configure staff schedules, services, automated reminders by SMS, email and WhatsApp, and the waitlist, so that your calendar fills up and no-shows go down.',
    category: 'Getting Started',
    readTime: '5 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'Smart scheduling brings together your working hours, your practitioners, your services and automatic reminders. Set it up once and the calendar only offers slots that really work, reminds clients for you and fills gaps from the waitlist. Clinics using reminders cut no-shows by up to 60%.',
      },
      { type: 'heading', text: 'Before you begin' },
      {
        type: 'list',
        items: [
          'Your [clinic profile](/help/setup-clinic-profile) is saved with working hours and services.',
          'You know which practitioner offers which services.',
          "You have each practitioner's weekly schedule, including days off.",
        ],
      },
      { type: 'heading', text: 'Configure your calendar' },
      {
        type: 'steps',
        steps: [
          {
            title: 'Add your staff',
            description: 'Go to Settings, then Staff, and add each practitioner and front-desk member with their name, role, phone and email.',
          },
          {
            title: 'Set individual schedules',
            description:
              'For each practitioner, set working days and hours in IST. A dermatologist who consults only on Tuesday and Friday afternoons should be bookable only then.',
          },
          {
            title: 'Assign services',
            description: 'Link each service to the practitioners who perform it, so that a laser session cannot be booked with the physiotherapist.',
          },
          {
            title: 'Choose reminder channels and timing',
            description:
              'Under Settings, then Reminders, switch on SMS, email and, on Pro and Enterprise, WhatsApp. Pick when reminders go out, for example the day before and a couple of hours before the visit.',
          },
          {
            title: 'Switch on the waitlist',
            description: 'When a slot is full, clients can be added to the waitlist and offered the slot if someone cancels.',
          },
          {
            title: 'Book a test appointment',
            description: 'Book yourself as a client with your own phone number and check that the confirmation and reminders arrive as you expect.',
          },
        ],
      },
      {
        type: 'info',
        title: 'Which channel should I use?',
        text: "Use what your clients read. Many clinics in India use WhatsApp as the main channel with SMS as a fallback, and email for receipts and longer care instructions. Each client's preferred channel in their profile is respected.",
      },
      { type: 'heading', text: 'Cancellations and rescheduling' },
      {
        type: 'paragraph',
        text: 'When a client cancels, open the appointment and choose Cancel or Reschedule. Record a reason: over time the reasons show you whether no-shows cluster on certain days or services. A freed slot can be offered straight away to clients on the waitlist.',
      },
      {
        type: 'list',
        items: [
          'Mark clients who simply do not turn up as No-show rather than deleting the appointment, so that your no-show rate stays accurate.',
          'Put your cancellation policy in the reminder text, for example "Please let us know 24 hours in advance if you need to reschedule".',
          'Use a short buffer between long procedures so that one delay does not ripple through the whole day.',
        ],
      },
      {
        type: 'warning',
        title: 'Only message clients who agreed to it',
        text: 'Send reminders only to clients whose profile records consent to messages. For WhatsApp, the number must be one the client uses on WhatsApp; otherwise the reminder goes by SMS or email.',
      },
      { type: 'heading', text: 'More than one location?' },
      {
        type: 'paragraph',
        text: 'Multi-location scheduling, with separate calendars, hours and staff per branch, is part of the Enterprise plan. [Contact us](/contact) to set it up for your clinics.',
      },
      {
        type: 'success',
        title: 'Your calendar is live',
        text: 'Appointments can now be booked and reminders go out automatically. Next, [configure billing and payments](/help/configure-billing-payments) so that you can invoice each visit.',
      },
    ],
    relatedArticles: ['setup-clinic-profile', 'whatsapp-integration', 'configure-billing-payments'],
  },
  {
    id: 'configure-billing-payments',
    title: 'Configuring Billing and Payments',
    description:
      'Set up GST-compliant invoices, invoice numbering, tax rates on services and the ways clients can pay: cards, UPI, wallets, international cards, cash and bank transfer.',
    category: 'Getting Started',
    readTime: '5 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'Billing is where a day at the clinic turns into revenue, and where mistakes are most costly. This guide walks you through the settings to check before you raise your first invoice: your tax details, invoice numbering, the GST rate on each service and the payment methods you accept.',
      },
      { type: 'heading', text: 'Set up your invoices' },
      {
        type: 'steps',
        steps: [
          {
            title: 'Open billing settings',
            description: 'Go to Settings, then Billing & Tax. Your clinic name, address and GSTIN come from your clinic profile.',
          },
          {
            title: 'Choose an invoice number series',
            description: 'Pick a prefix and starting number, for example INV/2024-25/0001. Many clinics start a new series each financial year, on 1 April.',
          },
          {
            title: 'Set the tax type of each service',
            description:
              'Medical services and consultations are billed at 0% GST; cosmetic, aesthetic and wellness services at 18%. Products and equipment are billed at 12% or 18% depending on the item.',
          },
          {
            title: 'Add invoice notes',
            description: 'Add the text printed at the bottom of every invoice, such as your refund policy, bank details for transfers or a thank-you line.',
          },
          { title: 'Save and preview', description: 'Preview a sample invoice and check every line before going live.' },
        ],
      },
      {
        type: 'warning',
        title: 'Never reuse or skip invoice numbers',
        text: 'GST rules expect invoice numbers to be unique and in sequence within a financial year. Do not change the series in the middle of a year unless your chartered accountant asks you to.',
      },
      { type: 'heading', text: 'Choose how clients can pay' },
      {
        type: 'list',
        items: [
          'Razorpay: credit and debit cards and UPI, the most common choice for clinics in India.',
          'PhonePe: UPI wallet payments.',
          'Stripe: international cards, useful if you treat visitors from abroad.',
          'Cash: recorded against the invoice so that your day-end totals match the cash drawer.',
          'Bank transfer: recorded with the transfer reference once the money reaches your account.',
        ],
      },
      {
        type: 'paragraph',
        text: 'You can switch on as many methods as you like, and a single invoice can be settled in parts, for example ₹5,000 by UPI and the rest in cash. Connecting a gateway needs an account with that provider; the steps are in [Setting Up Payment Gateways](/help/payment-gateways).',
      },
      {
        type: 'info',
        title: 'Card and UPI fees',
        text: 'Gateway charges are set by the payment provider under your agreement with them, not by the platform. Check your Razorpay, PhonePe or Stripe dashboard for the current rates.',
      },
      { type: 'heading', text: 'Raise your first invoice' },
      {
        type: 'steps',
        steps: [
          { title: 'Open the appointment', description: 'From the calendar, open a completed appointment and click Create Invoice.' },
          {
            title: 'Check the lines',
            description: 'The services booked are added with their price and GST rate. Add products used or sold, and any discount.',
          },
          {
            title: 'Take payment',
            description:
              'Choose the payment method. For cards and UPI, send a payment link or use the checkout; for cash or transfer, record the amount received.',
          },
          { title: 'Share the invoice', description: 'Send the invoice to the client by email or, on Pro and Enterprise, by WhatsApp.' },
        ],
      },
      {
        type: 'success',
        title: "You're ready to bill",
        text: 'Every visit can now end with a correct GST invoice. To check your totals at the end of the month, read [Understanding Financial Reports](/help/financial-reports).',
      },
    ],
    relatedArticles: ['gst-compliance', 'payment-gateways', 'financial-reports'],
  },
];
