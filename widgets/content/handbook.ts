/**
 * The user handbook of /handbook: ten sections in their product order with their listed
 * subsections, and written subsections for the five sections that have no listed body.
 * Facts (limits, channels, requirements, retention) are the product's published ones.
 */
import type { ContentBlock, HandbookSection } from './types.ts';

// Note: one-line block builders keep this long text readable; the result is plain data, checked
// against the HandbookSection struct in test/unit/content.test.ts like every other content module.
const heading = (text: string): ContentBlock => ({ type: 'heading', text });
const paragraph = (text: string): ContentBlock => ({ type: 'paragraph', text });
const list = (...items: [string, ...string[]]): ContentBlock => ({ type: 'list', items });
const steps = (...pairs: [[string, string], ...[string, string][]]): ContentBlock => ({
  type: 'steps',
  steps: pairs.map(([title, description]) => ({ title, description })),
});
const info = (text: string): ContentBlock => ({ type: 'info', text });
const warning = (text: string): ContentBlock => ({ type: 'warning', text });
const success = (text: string): ContentBlock => ({ type: 'success', text });

/** The handbook's sections, in the order of the sidebar. */
export const handbook: HandbookSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    icon: 'book',
    summary: 'What the platform is, what it does for your clinic and what you need to use it.',
    subsections: [
      {
        id: 'what-is-the-platform',
        title: 'What Is the Platform?',
        content: [
          paragraph(
            'The platform is an AI-powered management system for aesthetic, dermatology, wellness, dental and physiotherapy clinics in India. It brings the whole running of a clinic into one place in your browser, from the first enquiry to the follow-up after treatment.',
          ),
          list(
            'Client management with 360-degree profiles, treatment history and before/after photos.',
            'Smart scheduling with reminders by SMS, email and WhatsApp, waitlists and staff schedules.',
            'GST-compliant billing and invoicing, with card, UPI, wallet, international card, cash and bank transfer payments.',
            'Marketing and WhatsApp campaigns, lead management and care protocols.',
            'AI analytics and custom reports, inventory with low-stock alerts and multi-location support.',
          ),
          info('More than 500 clinics use the platform today. Some modules depend on your plan; see [pricing](/pricing) for what each plan includes.'),
        ],
      },
      {
        id: 'key-benefits',
        title: 'Key Benefits',
        content: [
          paragraph(
            'The platform is built to give your team time back for clients. Routine work such as reminders, invoices, follow-ups and reports happens automatically, and everything about a client is one click away.',
          ),
          list(
            'Up to 80% less administrative work for front-desk staff.',
            'No-shows cut by up to 60% with automated reminders.',
            '40% better client retention when clinics act on follow-ups and AI insights.',
            '99.9% uptime, so the calendar is there when the first client walks in.',
            'An automatic chat assistant around the clock, with email answered within 4 hours.',
          ),
          success(
            'Clinics rate the platform 4.9 out of 5. You can try it with a free trial that needs no credit card, and every paid plan has a 30-day money-back guarantee.',
          ),
        ],
      },
      {
        id: 'system-requirements',
        title: 'System Requirements',
        content: [
          paragraph(
            'There is nothing to install. The platform runs in your web browser on the computers and tablets you already have at the front desk and in treatment rooms.',
          ),
          list(
            'A modern browser: a current version of Chrome, Edge, Firefox or Safari.',
            'An internet connection of at least 1 Mbps.',
            'A screen resolution of at least 1024x768.',
            'JavaScript enabled in the browser.',
          ),
          warning(
            'Old browsers and connections slower than 1 Mbps can make the calendar and photo uploads slow or unreliable. If several people share one connection, check its speed at the busiest time of day. A mobile hotspot is a useful backup when your broadband is down.',
          ),
        ],
      },
    ],
  },
  {
    id: 'getting-started',
    title: 'Getting Started',
    icon: 'rocket',
    summary: 'Create your account, configure your clinic, bring your data across and run your first day.',
    subsections: [
      {
        id: 'account-setup',
        title: 'Account Setup',
        content: [
          steps(
            [
              'Register',
              'Open [the registration page](/register) and enter your clinic name, your name, email, phone, a password, the clinic type, location and team size. No credit card is needed for the trial.',
            ],
            ['Choose a strong password', 'Use at least 8 characters with upper and lower case letters and a number, and avoid common passwords.'],
            ['Sign in', 'Sign in with your email and password. Tick "Remember me for 30 days" only on a computer that only your team uses.'],
          ),
          info(
            'The person who registers becomes the account owner. Invite your staff afterwards so that each person has their own sign-in; never share one password at the front desk.',
          ),
        ],
      },
      {
        id: 'initial-configuration',
        title: 'Initial Configuration',
        content: [
          paragraph(
            'Before your first booking, spend half an hour on the settings that everything else depends on. Our team sets up new clinics within 24–48 hours and offers a 60-minute onboarding consultation to walk through them with you, at no extra charge: there are no setup fees.',
          ),
          list(
            'Clinic profile: name, address, phone, a logo of about 200x200 px and your 15-digit GSTIN.',
            'Working hours in IST, breaks and weekly offs.',
            'Services with duration, price and GST rate.',
            'Staff members, their roles and schedules.',
            'Reminder channels and payment methods.',
          ),
          info(
            'Step-by-step guides: [Setting Up Your Clinic Profile](/help/setup-clinic-profile) and [Configuring Billing and Payments](/help/configure-billing-payments).',
          ),
        ],
      },
      {
        id: 'data-import',
        title: 'Data Import',
        content: [
          paragraph(
            'You can bring existing client records across from a CSV file, an Excel workbook or, on Enterprise, through the API. The import lets you match your columns to client fields and shows a preview with problem rows before anything is saved.',
          ),
          steps(
            ['Prepare the file', 'One row per client, with name, phone number and email filled in for every row.'],
            ['Upload and match', 'In Clients, choose Import, upload the file and match each column.'],
            ['Fix and confirm', 'Correct duplicates and missing details in the preview, then run the import.'],
          ),
          warning('Check your plan limit before importing: Basic holds 500 clients, Pro 2,000 and Enterprise is unlimited.'),
        ],
      },
      {
        id: 'first-steps',
        title: 'First Steps',
        content: [
          paragraph('With the settings in place, run a short rehearsal before real clients arrive. It catches most set-up mistakes in a few minutes.'),
          steps(
            ['Book a test appointment', 'Book yourself as a client with your own phone number and email.'],
            ['Check the reminder', 'Make sure the reminder arrives on the channel you chose, with the right clinic name and time.'],
            ['Invoice and pay', 'Complete the appointment, raise the invoice and record a small payment.'],
            ['Look at the day-end summary', 'Confirm the test payment appears where you expect it.'],
          ),
          success('If all four steps work, you are ready for your first real day. Cancel the test appointment and refund the test payment.'),
        ],
      },
    ],
  },
  {
    id: 'client-management',
    title: 'Client Management',
    icon: 'users',
    summary: 'Add clients, keep complete profiles with medical history and photos, and see how each client is doing.',
    subsections: [
      {
        id: 'adding-clients',
        title: 'Adding Clients',
        content: [
          paragraph(
            'Add a client from Clients, then Add Client, or directly while booking an appointment. Name, phone number and email are required; medical history, preferences, an emergency contact and consent can be completed at the first visit.',
          ),
          list(
            'Search before adding: the same client twice means two separate histories.',
            'Enter mobile numbers with the +91 country code so that SMS and WhatsApp reminders reach them.',
            'Record message consent at once if the client agrees to reminders and offers.',
          ),
          info(
            'Each plan has a client limit: 500 on Basic, 2,000 on Pro and unlimited on Enterprise. The detailed walkthrough is in [Adding Your First Clients](/help/adding-first-clients).',
          ),
        ],
      },
      {
        id: 'client-profiles',
        title: 'Client Profiles',
        content: [
          paragraph(
            'The client profile is a 360-degree view of one person: who they are, their health background, everything they have had done and everything they have paid for.',
          ),
          list(
            'Contact details: name, phone number and email.',
            'Medical history: conditions, allergies, medication and previous procedures.',
            'Preferences: practitioner, days and times, language and contact channel.',
            'Emergency contact.',
            'Consent records for treatment, photos and messages.',
            'Appointments, invoices, photos and notes on one timeline.',
          ),
          warning(
            'Review the medical history with the client at every visit before a procedure. An allergy or new medication recorded late is the most common avoidable risk in a clinic.',
          ),
        ],
      },
      {
        id: 'photo-management',
        title: 'Photo Management',
        content: [
          paragraph(
            'Treatment photos live in the client profile, each tagged Before, After, During Treatment or Progress and linked to the visit it belongs to. JPG, PNG and HEIC files are accepted, so photos taken on an iPhone can be uploaded as they are.',
          ),
          list(
            'Record photo consent before the first picture.',
            'Use the same place, light and angle at every visit.',
            'Select two photos and choose Compare to see them side by side.',
          ),
          warning(
            'Using a photo in marketing needs the client’s separate, explicit consent. Basic includes limited photo storage. See [Managing Before and After Photos](/help/managing-client-photos).',
          ),
        ],
      },
      {
        id: 'treatment-history',
        title: 'Treatment History',
        content: [
          paragraph(
            'Every completed appointment adds an entry to the client’s treatment history: the date, the service, the practitioner, notes, products used, photos and the invoice. Practitioners see the history before a session, so a new team member can pick up where a colleague left off.',
          ),
          steps(
            ['Open the appointment', 'At the end of the session, open the appointment from the calendar.'],
            ['Add treatment notes', 'Record the area treated, settings or products used and how the client responded.'],
            ['Complete it', 'Mark the appointment completed; the entry appears on the client’s timeline.'],
          ),
          info(
            'Write notes for the next practitioner, not for yourself: "Peel 20%, 3 min, mild redness, next session in 3 weeks" is more useful than "as usual".',
          ),
        ],
      },
      {
        id: 'client-analytics',
        title: 'Client Analytics',
        content: [
          paragraph(
            'Each profile shows a short summary of the client’s relationship with your clinic, and the analytics dashboard shows the same measures across all clients. Glance at it before each appointment: it tells the practitioner at once whether this is a first visit, a loyal regular or someone who has been away for a while.',
          ),
          list(
            'Total visits, last visit and the next booked appointment.',
            'Total spend and outstanding dues.',
            'Courses in progress and sessions remaining.',
            'Whether the client is due for a follow-up or at risk of not returning.',
          ),
          success('On Pro and Enterprise, AI analytics turns these into lists of clients to contact, which you can send a campaign to in a few clicks.'),
        ],
      },
    ],
  },
  {
    id: 'appointment-scheduling',
    title: 'Appointment Scheduling',
    icon: 'calendar',
    summary: 'Use the calendar, book appointments, send reminders automatically, handle cancellations and plan staff time.',
    subsections: [
      {
        id: 'calendar-overview',
        title: 'Calendar Overview',
        content: [
          paragraph(
            'The calendar shows your clinic’s day, week or month, with one column per practitioner. Times are in IST, and only slots inside working hours can be booked. Waitlisted clients and blocked time, such as a practitioner’s leave, are shown in the same view.',
          ),
          list(
            'Colours show the status: booked, confirmed, arrived, completed, cancelled or no-show.',
            'Filter by practitioner or service to find a free slot quickly.',
            'Click an appointment to see the client, service, notes and reminders sent.',
            'Enterprise clinics can switch between locations.',
          ),
          info('Keep the day view open at the front desk: it updates as colleagues book and check clients in.'),
        ],
      },
      {
        id: 'booking-appointments',
        title: 'Booking Appointments',
        content: [
          steps(
            ['Pick the slot', 'Click a free slot in the calendar, or choose New Appointment.'],
            ['Choose the client', 'Search by name or phone number, or add a new client.'],
            ['Choose service and practitioner', 'Only practitioners who offer the service and are free at that time are offered.'],
            ['Confirm', 'Save. The client receives a confirmation on their preferred channel.'],
          ),
          paragraph(
            'For courses of treatment, book the follow-up sessions before the client leaves. A booked next visit is far more likely to happen than a promise to call.',
          ),
          warning('If the slot you want is full, add the client to the waitlist rather than squeezing in an overlapping appointment.'),
        ],
      },
      {
        id: 'automated-reminders',
        title: 'Automated Reminders',
        content: [
          paragraph(
            'Reminders go out automatically by SMS, email or WhatsApp, according to each client’s preference and consent. SMS and email reminders are included on every plan; WhatsApp needs the WhatsApp API integration on Pro or Enterprise. Every reminder sent is listed on the appointment, so the front desk can see what the client was told.',
          ),
          list(
            'Choose when reminders are sent, for example the day before and a few hours before.',
            'Edit the wording and add your cancellation policy and clinic phone number.',
            'Set a fallback channel for clients who cannot receive the first one.',
          ),
          success(
            'Clinics using automated reminders cut no-shows by up to 60%. The set-up is described in [Setting Up Appointment Scheduling](/help/setup-appointment-scheduling).',
          ),
        ],
      },
      {
        id: 'managing-cancellations',
        title: 'Managing Cancellations',
        content: [
          paragraph(
            'When a client cancels, open the appointment and choose Cancel or Reschedule, and record the reason. Freed slots can be offered to clients on the waitlist straight away, and a reschedule keeps the original booking history, so you can see how often a client moves appointments.',
          ),
          list(
            'Mark clients who do not arrive as No-show instead of deleting the appointment.',
            'Review cancellation reasons monthly to spot patterns by day, service or practitioner.',
            'State your notice period in reminders so that clients know what you expect.',
          ),
          info(
            'Deleting appointments hides the real no-show rate and makes analytics misleading. Cancel or mark them instead, so that the history stays complete.',
          ),
        ],
      },
      {
        id: 'staff-scheduling',
        title: 'Staff Scheduling',
        content: [
          paragraph(
            'Each staff member has their own weekly schedule, which controls when they can be booked. Plan leave and training days in advance so that nobody is booked while away.',
          ),
          steps(
            ['Set regular hours', 'In Settings, then Staff, set each person’s working days and hours.'],
            ['Add time off', 'Add leave, training or personal time as blocked periods in the calendar.'],
            ['Assign services', 'Link each person to the services they perform.'],
          ),
          warning(
            'Blocking time for a person who already has appointments in that period does not cancel them. Move or reassign those appointments first, and let the clients know.',
          ),
        ],
      },
    ],
  },
  {
    id: 'billing-invoicing',
    title: 'Billing & Invoicing',
    icon: 'receipt',
    summary: 'Raise GST-compliant invoices, set tax rates, take payments and handle refunds and dues.',
    subsections: [
      {
        id: 'creating-invoices',
        title: 'Creating Invoices',
        content: [
          paragraph(
            'Raise an invoice from a completed appointment so that the client, services and practitioner are filled in for you. You can also create an invoice on its own for product sales.',
          ),
          steps(
            ['Open the appointment', 'Choose Create Invoice on a completed appointment.'],
            ['Review the lines', 'Check services and prices, add products used or sold and any discount.'],
            ['Take or record payment', 'Collect by card or UPI, or record cash or a bank transfer.'],
            ['Send it', 'Share the invoice by email, or by WhatsApp on Pro and Enterprise.'],
          ),
          info('Invoice numbers run in sequence within each financial year. Never reuse a number; cancel and reissue instead.'),
        ],
      },
      {
        id: 'gst-and-tax-settings',
        title: 'GST and Tax Settings',
        content: [
          paragraph(
            'Enter your 15-digit GSTIN and legal name in the clinic profile, then give every service and product its tax type. Invoices apply the rate of each line and show the CGST and SGST or IGST breakup, so one visit with a consultation and a cosmetic treatment needs only one invoice.',
          ),
          list(
            '0% for medical services and consultations.',
            '18% for cosmetic, aesthetic and wellness services.',
            '12% or 18% for equipment and products, depending on the item.',
          ),
          warning(
            'These rates are guidance, not tax advice; confirm how your services are classified with your chartered accountant. Details in [GST Compliance for Clinics](/help/gst-compliance).',
          ),
        ],
      },
      {
        id: 'accepting-payments',
        title: 'Accepting Payments',
        content: [
          paragraph(
            'Connect the payment providers your clients prefer. Payments are matched to invoices automatically, and a single invoice can be paid in parts by different methods, for example an advance by UPI and the balance in cash. Each payment shows who recorded it and when.',
          ),
          list(
            'Razorpay for debit and credit cards and UPI.',
            'PhonePe for UPI wallet payments.',
            'Stripe for international cards, for clients visiting from abroad.',
            'Cash and bank transfer tracking, with no gateway needed.',
          ),
          info(
            'You need your own merchant account with each gateway, and the provider sets its own fees and settlement times. See [Setting Up Payment Gateways](/help/payment-gateways).',
          ),
        ],
      },
      {
        id: 'refunds-and-dues',
        title: 'Refunds and Outstanding Dues',
        content: [
          paragraph(
            'Refunds are made from the original invoice, so that your reports and GST summary stay correct. Card and UPI refunds go back through the provider to the original method; cash refunds are recorded against the invoice. Always record the reason, so that patterns such as repeated refunds for one service stand out.',
          ),
          steps(
            ['Open the invoice', 'Find it from the client profile or the invoice list.'],
            ['Choose Refund', 'Enter the amount and the reason.'],
            ['Confirm', 'The refund appears on the invoice and in your financial reports.'],
          ),
          warning('Check the outstanding dues report every week. Follow up politely on anything older than 30 days before it becomes hard to collect.'),
        ],
      },
    ],
  },
  {
    id: 'communication',
    title: 'Communication',
    icon: 'message',
    summary: 'Reach clients by SMS, email and WhatsApp with reminders, care instructions and campaigns.',
    subsections: [
      {
        id: 'message-channels',
        title: 'Message Channels',
        content: [
          paragraph(
            'The platform sends messages by SMS, email and WhatsApp. Each client’s profile records their preferred channel and their consent to reminders and to marketing, and messages follow both. Reminders and marketing are kept apart, so a client can receive reminders without receiving offers.',
          ),
          list(
            'SMS: short reminders that reach any mobile phone; included on every plan.',
            'Email: receipts, invoices and longer care instructions; included on every plan.',
            'WhatsApp: the channel most clients read first; through the WhatsApp API on Pro and Enterprise.',
          ),
          info('Set a fallback channel so that a client who cannot receive WhatsApp still gets an SMS or email.'),
        ],
      },
      {
        id: 'message-templates',
        title: 'Message Templates',
        content: [
          paragraph(
            'Templates keep your messages consistent and save typing. Ready-made templates cover booking confirmations, reminders, rescheduling, post-treatment care and thank-you messages; you can edit each one. Write them in the language your clients prefer, and keep a separate template for each language if you serve clients in more than one.',
          ),
          list(
            'Insert personal fields such as the client’s first name, the service, date and time.',
            'Keep reminders short and always include the clinic phone number.',
            'Write care instructions in plain language, with what to avoid and when to call.',
          ),
          warning('Leave diagnoses and sensitive medical details out of messages. A phone screen can be read by others.'),
        ],
      },
      {
        id: 'whatsapp-messaging',
        title: 'WhatsApp Messaging',
        content: [
          paragraph(
            'On Pro and Enterprise, connect your clinic number through the WhatsApp Business API to send reminders, confirmations, care instructions and campaigns from your clinic’s name. Clients see your clinic name and logo, not an unknown number, which makes them far more likely to read the message.',
          ),
          steps(
            ['Connect', 'In Settings, then Integrations, choose WhatsApp and sign in with your Meta Business account.'],
            ['Verify', 'Verify the clinic number with the OTP and set the display name.'],
            ['Approve templates', 'Submit your message templates for approval by Meta.'],
          ),
          info(
            'The full guide, including what to do if your number is already on the WhatsApp app, is in [Connecting and Using WhatsApp](/help/whatsapp-integration).',
          ),
        ],
      },
      {
        id: 'marketing-campaigns',
        title: 'Marketing Campaigns',
        content: [
          paragraph(
            'Campaigns send a message to a chosen group of clients, such as those due for a follow-up or who have not visited in months. Marketing automation, on Pro and Enterprise, also runs routine campaigns such as birthday messages by itself. Every campaign reports how many clients received it, responded and booked.',
          ),
          list(
            'Target narrowly: a small, relevant group responds far better than everyone.',
            'One offer and one way to book per message.',
            'Send at sensible hours in IST and not too often.',
          ),
          success('Well-targeted campaigns typically see response rates of 15–25%. See [Creating Marketing Campaigns](/help/creating-marketing-campaigns).'),
        ],
      },
    ],
  },
  {
    id: 'analytics-reporting',
    title: 'Analytics & Reporting',
    icon: 'chart',
    summary: 'Follow your clinic’s performance, act on AI insights and build the reports you need.',
    subsections: [
      {
        id: 'analytics-dashboard',
        title: 'Analytics Dashboard',
        content: [
          paragraph(
            'The dashboard shows the health of your clinic for any period: revenue, appointments, new and returning clients, top services and how busy each practitioner is. AI analytics is part of the Pro and Enterprise plans. Each number is compared with the previous period, so a change is visible at a glance.',
          ),
          list(
            'Pick a period and compare it with the previous one.',
            'Click any number to see the appointments, clients or invoices behind it.',
            'Enterprise clinics can compare locations.',
          ),
          info('A weekly look at the same time each week is enough for most clinics. See [Using the AI Analytics Dashboard](/help/ai-analytics-dashboard).'),
        ],
      },
      {
        id: 'ai-insights',
        title: 'AI Insights',
        content: [
          paragraph(
            'AI insights read your own appointments, invoices and client records and point out what deserves attention, in plain language and with a suggested action such as a follow-up campaign or a change to a schedule.',
          ),
          list(
            'Clients part-way through a course who have not rebooked.',
            'Days and times that are regularly under-booked.',
            'Services growing or declining in demand.',
            'Clients who used to visit regularly and have stopped.',
          ),
          warning(
            'Insights are only as good as your records. Mark every appointment completed, cancelled or no-show, and bill from appointments, so that nothing is missing.',
          ),
        ],
      },
      {
        id: 'custom-reports',
        title: 'Custom Reports',
        content: [
          paragraph(
            'When the dashboard does not answer a question, build your own report. Custom reports are included with AI analytics on Pro and Enterprise, and use the same data as the dashboard, so the numbers always agree.',
          ),
          steps(
            ['Choose the measure', 'For example revenue, visits, new clients or campaign bookings.'],
            ['Choose the grouping', 'By service, practitioner, month, location or lead source.'],
            ['Save it', 'Name the report and save it to run again with one click.'],
          ),
          success('Saved reports make month-end meetings quick: run the same report each month and compare the results with your partners.'),
        ],
      },
      {
        id: 'financial-reporting',
        title: 'Financial Reporting',
        content: [
          paragraph(
            'Financial reports are built from your invoices and payments: revenue, collections by payment method, outstanding dues, refunds, the GST summary and the day-end summary. They are available on every plan, and every figure links back to the invoices behind it.',
          ),
          list(
            'Close each day by comparing the expected cash with the drawer.',
            'Send the GST summary and collections report to your accountant each month.',
            'Reconcile bank transfers with your bank statement.',
            'Follow up on dues older than 30 days.',
          ),
          info(
            'Amounts use Indian digit grouping, for example ₹1,00,000. Read [Understanding Financial Reports](/help/financial-reports) for a month-end checklist.',
          ),
        ],
      },
    ],
  },
  {
    id: 'security-compliance',
    title: 'Security & Compliance',
    icon: 'shield',
    summary: 'How client data is protected, the standards the platform follows and your part in keeping data safe.',
    subsections: [
      {
        id: 'data-protection',
        title: 'How Your Data Is Protected',
        content: [
          paragraph(
            'Client records, medical history and photos are among the most sensitive data a business holds. The platform protects them with secure connections, protected storage, access control and monitoring, and is available 99.9% of the time. Your part matters too: personal accounts for every user, strong passwords and locked screens when a computer is left unattended.',
          ),
          list(
            'Your data is never sold.',
            'It is shared only with your explicit consent, to meet a legal obligation, with service providers under agreements, or to prevent fraud.',
            'Password reset links are valid for 24 hours and can be used once.',
          ),
          info('Read more on the [security](/security) page.'),
        ],
      },
      {
        id: 'compliance-standards',
        title: 'Compliance Standards',
        content: [
          paragraph(
            'The platform follows recognised international standards for protecting health and personal data, so that you can answer your clients’ questions about their records with confidence, and show partners and hospitals how their data is handled. Compliance is shared work: the platform provides the safeguards, and your clinic keeps consent records, personal accounts and sensible habits.',
          ),
          list(
            'HIPAA, for the protection of health information.',
            'GDPR, for the personal data of clients from Europe.',
            'ISO 27001, for information security management.',
            'SOC 2, for security, availability and confidentiality controls.',
          ),
          info('Details are on the [compliance](/compliance) page. For a security questionnaire from a partner or hospital, [contact us](/contact).'),
        ],
      },
      {
        id: 'roles-and-access',
        title: 'User Roles and Access',
        content: [
          paragraph(
            'Give each person their own account and only the access their job needs. Front-desk staff need the calendar and billing; practitioners need clinical notes; only owners and admins need settings and financial reports. Access that matches each role limits the damage of a mistake or a lost password.',
          ),
          steps(
            ['Invite each person', 'In Settings, then Staff, invite each team member with their own email.'],
            ['Assign a role', 'Choose the role that matches their job.'],
            ['Switch on two-step sign-in', 'Ask everyone, and owners above all, to turn on multi-factor authentication.'],
          ),
          warning('When someone leaves the clinic, deactivate their account on their last day.'),
        ],
      },
      {
        id: 'data-retention',
        title: 'Privacy Rights and Data Retention',
        content: [
          paragraph(
            'Clients and clinic users have the right to access, correct and delete their data, to take it elsewhere, to restrict processing and to withdraw consent. Handle such requests promptly and record them. If a client asks for a copy of their records or for their data to be deleted and you are unsure what medical regulations require you to keep, [contact us](/contact) before acting.',
          ),
          list(
            'Account information is kept for as long as you use the service, plus 7 years.',
            'Clinical data is kept as long as medical regulations require.',
            'Usage analytics are kept for 2 years at most.',
          ),
          info('Material changes to the privacy policy are announced by email. See the [privacy policy](/privacy).'),
        ],
      },
    ],
  },
  {
    id: 'advanced-features',
    title: 'Advanced Features',
    icon: 'sparkles',
    summary: 'Multiple locations, care protocols, inventory, leads and integrations for growing clinics.',
    subsections: [
      {
        id: 'multi-location',
        title: 'Multi-Location Management',
        content: [
          paragraph(
            'Clinics with several branches can run them all from one account on the Enterprise plan, with one client record shared across locations. A client treated in one branch can be seen in another with their full history and photos. Owners see the whole group; each branch team works in its own calendar.',
          ),
          list(
            'Separate working hours, staff and calendars per location.',
            'Clients can visit any branch and keep one treatment history.',
            'Reports per location and across the group.',
            'Unlimited clients across all branches.',
          ),
          info('Multi-location scheduling is part of Enterprise. [Contact us](/contact) to plan the set-up for your branches.'),
        ],
      },
      {
        id: 'care-protocols',
        title: 'Care Protocols',
        content: [
          paragraph(
            'A care protocol is your standard plan for a treatment: the sessions, the gap between them, the instructions before and after and the follow-up. On Pro and Enterprise, attach a protocol to a client and the platform schedules the reminders and messages for you.',
          ),
          steps(
            ['Create a protocol', 'Name it, for example "Laser hair removal – 6 sessions", and list the sessions and intervals.'],
            ['Add instructions', 'Write the pre-care and post-care messages to send.'],
            ['Assign it', 'Attach it to a client when they start the course.'],
          ),
          success('Protocols make every client’s course consistent, whichever practitioner they see.'),
        ],
      },
      {
        id: 'inventory-management',
        title: 'Inventory Management',
        content: [
          paragraph(
            'Track products and consumables so that you never cancel a treatment because something ran out. Stock goes down as products are sold on invoices or used in treatments. Add each product with its unit, cost price, selling price and supplier.',
          ),
          list(
            'Set a minimum level for each item and receive a low-stock alert when it is reached.',
            'Record deliveries as they arrive.',
            'Give retail products their GST rate of 12% or 18% so that invoices are correct.',
          ),
          warning('Count stock physically once a month and correct any differences, or alerts will come too late.'),
        ],
      },
      {
        id: 'lead-management',
        title: 'Lead Management',
        content: [
          paragraph(
            'Enquiries from calls, walk-ins, your website and social media are leads until they book. Recording them keeps every enquiry followed up and shows which sources bring clients. An enquiry answered the same day is far more likely to become a booking than one answered next week.',
          ),
          steps(
            ['Record the lead', 'Add the name, phone number, interest and where they heard of you.'],
            ['Follow up', 'Set a follow-up date; the lead appears on your list that day.'],
            ['Convert', 'When they book, convert the lead to a client, keeping the source.'],
          ),
          info('Group reports by lead source to see which channels are worth your marketing budget.'),
        ],
      },
      {
        id: 'api-and-integrations',
        title: 'API and Integrations',
        content: [
          paragraph(
            'The platform connects with messaging, Razorpay, PhonePe, Google, Stripe and Brevo. Enterprise clinics also get API access and custom integrations, for example to import client records continuously from another system or to link the clinic with a hospital or laboratory system.',
          ),
          list(
            'Payment gateways and WhatsApp are set up in Settings, then Integrations.',
            'API access and custom integrations are part of Enterprise.',
            'Keep API keys and gateway secrets private, and regenerate any that have been shared.',
          ),
          info(
            'See the [integrations](/integrations) page for what is available and what is coming soon, or [contact us](/contact) about a custom integration.',
          ),
        ],
      },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    icon: 'lifebuoy',
    summary: 'Fixes for the most common problems, and how to reach our support team.',
    subsections: [
      {
        id: 'common-issues',
        title: 'Common Issues',
        content: [
          heading("I can't sign in"),
          paragraph(
            'Check the email address for typing mistakes and that Caps Lock is off. If you have forgotten your password, use [Forgot password](/forgot-password): the link we email is valid for 24 hours and works once. Your new password needs at least 8 characters, with upper and lower case letters and a number.',
          ),
          heading('Reminders are not arriving'),
          list(
            'Check the client’s phone number has the +91 code and the email is correct.',
            'Check the client has consented to messages.',
            'For WhatsApp, check your templates are approved and the client uses WhatsApp on that number.',
          ),
          heading('Pages are slow or photos do not upload'),
          paragraph('Check your connection gives at least 1 Mbps, update your browser and make sure JavaScript is enabled. Photos must be JPG, PNG or HEIC.'),
          info('Wrong GST on an invoice? Check the tax type of that service in Settings, then Services.'),
        ],
      },
      {
        id: 'contact-support',
        title: 'Contact Support',
        content: [
          paragraph(
            'If the handbook and the [help centre](/support) do not solve it, our team is here. Phone is the quickest way to a person on weekdays; email is best when you need to send screenshots or files; the chat assistant answers automatically at any hour.',
          ),
          list(
            'Live chat: an automatic assistant, 24/7, from the chat button on any page.',
            'Email: [support@clinicplatform.in](mailto:support@clinicplatform.in), answered within 4 hours.',
            'Phone: [+91 80 4718 2290](tel:+918047182290), Monday to Friday, 9 AM to 6 PM IST.',
          ),
          success(
            'To help us help you quickly, include your clinic name, what you were trying to do, what happened, any error message and a screenshot. Never send passwords or payment keys.',
          ),
        ],
      },
    ],
  },
];
