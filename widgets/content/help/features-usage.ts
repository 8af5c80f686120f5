/**
 * Help articles of the 'Features & Usage' category: analytics, WhatsApp, photos and
 * campaigns. Plan gating follows the published plans (AI analytics, WhatsApp API and marketing automation are
 * Pro and up; Basic has limited photo storage).
 */
import type { HelpArticle } from '../types.ts';

/** The four Features & Usage articles. */
export const featuresUsageArticles: HelpArticle[] = [
  {
    id: 'ai-analytics-dashboard',
    title: 'Using the AI Analytics Dashboard',
    description: 'Read the key numbers of your clinic at a glance, understand the AI insights and turn them into actions that bring clients back.',
    category: 'Features & Usage',
    readTime: '5 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'The analytics dashboard turns your appointments, invoices and client records into a clear picture of how the clinic is doing, and its AI insights point out what to do next. Clinics that act on these insights see up to 40% better client retention.',
      },
      {
        type: 'info',
        title: 'Available on Pro and Enterprise',
        text: 'AI analytics and custom reports are part of the Pro and Enterprise plans. On Basic you can still see your revenue and billing in [financial reports](/help/financial-reports). Compare plans on the [pricing page](/pricing).',
      },
      { type: 'heading', text: "What's on the dashboard" },
      {
        type: 'list',
        items: [
          'Revenue for the period, with the change against the previous period.',
          'Appointments booked, completed, cancelled and marked as no-show.',
          'New clients and returning clients, and the share of clients who come back.',
          'Top services by revenue and by number of bookings.',
          'Practitioner utilisation: how much of each person’s bookable time was actually booked.',
          'AI insights: short, plain-language observations with a suggested action.',
        ],
      },
      { type: 'heading', text: 'Read your dashboard in five minutes' },
      {
        type: 'steps',
        steps: [
          { title: 'Open Analytics', description: 'Choose Analytics from the main menu. The dashboard opens on the current month.' },
          {
            title: 'Pick the period',
            description: 'Switch between this week, this month, this quarter or a custom range. Enterprise clinics can also filter by location.',
          },
          {
            title: 'Scan the headline cards',
            description: 'Look at revenue, appointments and returning clients first. Green and red arrows show the change against the previous period.',
          },
          {
            title: 'Drill down',
            description: 'Click any card or chart to see the appointments, clients or invoices behind the number.',
          },
          {
            title: 'Act on one insight',
            description: 'Pick one insight and act on it this week, for example by sending a follow-up campaign to clients who are due for their next session.',
          },
        ],
      },
      { type: 'heading', text: 'Examples of AI insights' },
      {
        type: 'list',
        items: [
          '"42 clients who started a laser hair removal course have not booked their next session." Suggested action: a reminder campaign.',
          '"Tuesday afternoons are 35% booked on average." Suggested action: an offer for that slot or a shorter schedule.',
          '"Chemical peel bookings have grown for three months in a row." Suggested action: check that enough slots and stock are available.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Insights are suggestions drawn from your own data. You decide which to act on, and the dashboard shows over the following weeks whether the action made a difference.',
      },
      {
        type: 'warning',
        title: 'Good insights need good data',
        text: 'Mark every appointment as completed, cancelled or no-show, and raise invoices from appointments rather than separately. Appointments left open and invoices without a client make the numbers unreliable.',
      },
      { type: 'heading', text: 'Custom reports' },
      {
        type: 'paragraph',
        text: 'When the dashboard does not answer a question, build a custom report: choose what to measure (revenue, visits, new clients), how to group it (by service, practitioner, month or source of the lead) and the period. Save reports you use often, such as a monthly report for your partners.',
      },
      {
        type: 'success',
        title: 'Make it a habit',
        text: 'Clinics that get the most from analytics look at the dashboard once a week, at the same time. Pair it with [marketing campaigns](/help/creating-marketing-campaigns) to act on what you find.',
      },
    ],
    relatedArticles: ['financial-reports', 'creating-marketing-campaigns'],
  },
  {
    id: 'whatsapp-integration',
    title: 'Connecting and Using WhatsApp',
    description: 'Connect your WhatsApp Business number to send appointment reminders, care instructions and campaigns on the channel your clients read first.',
    category: 'Features & Usage',
    readTime: '4 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'For most clients in India, WhatsApp is the message they open first. Connecting your clinic number through the WhatsApp Business API lets the platform send reminders, confirmations, post-treatment care instructions and campaigns automatically, from your clinic’s own name.',
      },
      {
        type: 'info',
        title: 'Plan and requirements',
        text: 'The WhatsApp API integration is included on Pro and Enterprise. On Basic, reminders go by SMS and email. See [pricing](/pricing) to compare plans.',
      },
      { type: 'heading', text: 'What you need before connecting' },
      {
        type: 'list',
        items: [
          'A phone number for the clinic that can receive an OTP by SMS or call.',
          'A Meta (Facebook) Business account for your clinic, with your business details verified.',
          'Your clinic name and logo as you want clients to see them in WhatsApp.',
          'Admin access to the platform.',
        ],
      },
      {
        type: 'warning',
        title: 'Use a number that is not active on the WhatsApp app',
        text: 'A number connected to the WhatsApp Business API cannot be used in the regular WhatsApp or WhatsApp Business app at the same time. If your front desk uses the clinic number on a phone today, either choose a new number for the API or plan the switch for a quiet day.',
      },
      { type: 'heading', text: 'Connect your number' },
      {
        type: 'steps',
        steps: [
          { title: 'Open the integration', description: 'Go to Settings, then Integrations, and choose WhatsApp.' },
          {
            title: 'Sign in with Meta',
            description: 'Click Connect and sign in with the Facebook account that manages your Meta Business account. Select your business.',
          },
          {
            title: 'Verify the number',
            description: 'Enter the clinic number and the OTP you receive. Set the display name, which must match your clinic name.',
          },
          {
            title: 'Set up message templates',
            description:
              'Reminders and campaigns use templates approved by Meta. Start from the ready-made templates for confirmations, reminders and care instructions, adjust the wording and submit them.',
          },
          {
            title: 'Choose what goes by WhatsApp',
            description:
              'Under Settings, then Reminders, make WhatsApp the channel for reminders, confirmations and care instructions, with SMS or email as the fallback.',
          },
          { title: 'Send a test', description: 'Book a test appointment for your own number and check the reminder arrives.' },
        ],
      },
      {
        type: 'paragraph',
        text: 'Template approval by Meta usually takes from a few minutes to a day. Until a template is approved, messages that use it go out by your fallback channel instead, so clients are never left without a reminder.',
      },
      { type: 'heading', text: 'Good practice for WhatsApp messages' },
      {
        type: 'list',
        items: [
          'Message only clients who agreed to it; consent is recorded in the client profile.',
          'Keep medical details out of messages: "your appointment on Friday at 4 PM" is fine, the diagnosis is not.',
          'Be brief and include the clinic phone number for questions.',
          'Do not send campaigns more than a few times a month; clients who block you also stop receiving reminders.',
        ],
      },
      {
        type: 'success',
        title: 'WhatsApp is connected',
        text: 'Your reminders now go where clients read them. Next, try a WhatsApp campaign: see [Creating Marketing Campaigns](/help/creating-marketing-campaigns). Stuck on verification? Call [+91 80 4718 2290](tel:+918047182290), Mon–Fri 9 AM–6 PM IST.',
      },
    ],
    relatedArticles: ['setup-appointment-scheduling', 'creating-marketing-campaigns'],
  },
  {
    id: 'managing-client-photos',
    title: 'Managing Before and After Photos',
    description: 'Upload, tag and compare treatment photos safely, with the client’s consent, and take consistent photos that show real results.',
    category: 'Features & Usage',
    readTime: '4 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'Good photos are the clearest proof of results, for the client and for your practitioners. The platform keeps every photo in the client’s profile, tagged and dated, so that you can compare progress across sessions without searching through phones and WhatsApp chats.',
      },
      { type: 'heading', text: 'Photo tags and formats' },
      {
        type: 'list',
        items: [
          'Before: taken at the start of a treatment or course.',
          'During Treatment: taken while the treatment is being performed.',
          'After: taken at the end of a session or course.',
          'Progress: taken at follow-up visits to track change over time.',
          'Accepted formats: JPG, PNG and HEIC (the default format of iPhone photos).',
        ],
      },
      { type: 'heading', text: 'Upload photos to a client profile' },
      {
        type: 'steps',
        steps: [
          { title: 'Check consent', description: 'Open the client profile and confirm that photo consent is recorded. If not, record it first.' },
          { title: 'Open Photos', description: 'In the profile, open the Photos tab and click Upload.' },
          {
            title: 'Choose the files',
            description: 'Select one or more JPG, PNG or HEIC files from the computer, or take them directly with a tablet camera.',
          },
          {
            title: 'Tag each photo',
            description: 'Choose Before, After, During Treatment or Progress, and link the photo to the appointment or treatment it belongs to.',
          },
          { title: 'Add a note', description: 'Add the area treated and anything relevant, such as "left cheek, week 4".' },
          { title: 'Save', description: 'The photos appear on the client’s timeline, in date order.' },
        ],
      },
      {
        type: 'warning',
        title: 'Consent comes first',
        text: 'Photograph clients only with their consent, and never use a photo in marketing, on social media or in a brochure without separate, explicit consent for that use. Keep clinical photos in the platform, not in personal phone galleries or chat groups.',
      },
      { type: 'heading', text: 'Compare results' },
      {
        type: 'paragraph',
        text: 'Select two photos, for example a Before and a Progress photo, and choose Compare to see them side by side. This is the quickest way to show a client how far they have come and to decide with them on the next step of a course.',
      },
      { type: 'heading', text: 'Take photos that can be compared' },
      {
        type: 'list',
        items: [
          'Use the same spot, background and lighting every time; a plain wall and daylight or a fixed lamp work well.',
          'Keep the same distance and angle; mark the floor where the client stands.',
          'Remove make-up and jewellery from the treated area.',
          'Take front, left and right views for facial treatments.',
        ],
      },
      {
        type: 'info',
        title: 'Storage on each plan',
        text: 'The Basic plan includes limited photo storage; Pro and Enterprise suit clinics that photograph every session. See [pricing](/pricing) for details.',
      },
      {
        type: 'success',
        title: 'Your photo records are organised',
        text: 'Every result is now one click away in the client profile. To record the details that go with them, read [Adding Your First Clients](/help/adding-first-clients).',
      },
    ],
    relatedArticles: ['adding-first-clients', 'creating-marketing-campaigns'],
  },
  {
    id: 'creating-marketing-campaigns',
    title: 'Creating Marketing Campaigns',
    description:
      'Reach the right clients by WhatsApp, SMS or email with targeted campaigns, from birthday offers to follow-up reminders, and measure what works.',
    category: 'Features & Usage',
    readTime: '4 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'Your existing clients are your best source of new bookings. Campaigns let you send the right message to the right group, for example clients due for a follow-up or who have not visited in six months, and track who booked as a result. Well-targeted campaigns typically see response rates of 15–25%.',
      },
      {
        type: 'info',
        title: 'Available on Pro and Enterprise',
        text: 'Marketing automation and WhatsApp campaigns are part of the Pro and Enterprise plans. See the [pricing page](/pricing).',
      },
      { type: 'heading', text: 'Campaigns that work for clinics' },
      {
        type: 'list',
        items: [
          'Follow-up reminders for clients part-way through a course, such as session 3 of 6 of a laser treatment.',
          'Win-back messages for clients who have not visited in a few months.',
          'Birthday and anniversary offers.',
          'Launch of a new service or a new practitioner.',
          'Festive offers around Diwali, the wedding season or the new year.',
        ],
      },
      { type: 'heading', text: 'Create a campaign' },
      {
        type: 'steps',
        steps: [
          {
            title: 'Start a new campaign',
            description: 'Go to Marketing, then Campaigns, and click New Campaign. Give it a name you will recognise in reports.',
          },
          {
            title: 'Choose the audience',
            description:
              'Filter clients by last visit, service taken, practitioner, age, spend or tag. Only clients who consented to marketing messages are included.',
          },
          {
            title: 'Pick the channel',
            description: 'WhatsApp for the highest read rates, SMS for short messages, email for longer content with images.',
          },
          {
            title: 'Write the message',
            description: 'Use personal fields such as the client’s first name and last service. Keep it short, with one clear offer and one way to book.',
          },
          { title: 'Schedule it', description: 'Choose a date and time in IST. Late morning and early evening usually work better than late night.' },
          { title: 'Review and send', description: 'Send a test to yourself, check the audience count, then confirm.' },
        ],
      },
      {
        type: 'warning',
        title: 'Respect consent and frequency',
        text: 'Send marketing only to clients who agreed to receive it, and honour every opt-out immediately. Promotional SMS and WhatsApp messages in India are regulated; too many messages lead to blocks and complaints that can also stop your appointment reminders.',
      },
      { type: 'heading', text: 'Automate the routine ones' },
      {
        type: 'paragraph',
        text: 'Some campaigns should run on their own. Set up automations such as "send a birthday message on the client’s birthday" or "remind clients 30 days after their last session if they have not rebooked". Once switched on, they run every day without further work.',
      },
      { type: 'heading', text: 'Measure the results' },
      {
        type: 'list',
        items: [
          'Delivered and read: how many clients received and opened the message.',
          'Responses: replies, link clicks and bookings made after the campaign.',
          'Revenue: the value of invoices raised for clients who booked from the campaign.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Compare campaigns with each other rather than with a single target. If a festive offer brought 20 bookings from 100 clients, that 20% response is worth repeating next year.',
      },
      {
        type: 'success',
        title: 'Your first campaign is on its way',
        text: 'Check the results after a week in [the analytics dashboard](/help/ai-analytics-dashboard). For WhatsApp campaigns, make sure your number is connected: see [Connecting and Using WhatsApp](/help/whatsapp-integration).',
      },
    ],
    relatedArticles: ['whatsapp-integration', 'ai-analytics-dashboard', 'managing-client-photos'],
  },
];
