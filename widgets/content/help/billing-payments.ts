/**
 * Help articles of the 'Billing & Payments' category: GST, gateways, the subscription and
 * financial reports. GST rates are the documented ones; plans and limits are the published plans'.
 */
import type { HelpArticle } from '../types.ts';

/** The four Billing & Payments articles. */
export const billingPaymentsArticles: HelpArticle[] = [
  {
    id: 'gst-compliance',
    title: 'GST Compliance for Clinics',
    description:
      'Which GST rate applies to consultations, cosmetic treatments and products, what a GST invoice must show, and how to set your GSTIN correctly.',
    category: 'Billing & Payments',
    readTime: '5 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'GST is one of the most common worries for clinic owners, because a single clinic often provides services taxed at different rates. The platform helps you issue GST-compliant invoices: you set the right rate on each service once, and every invoice applies it and shows the breakup your chartered accountant needs.',
      },
      { type: 'heading', text: 'The rates at a glance' },
      {
        type: 'list',
        items: [
          '0% for medical services and consultations, such as a dermatology consultation or treatment of a skin condition.',
          '18% for cosmetic, aesthetic and wellness services, such as facials, hair removal, anti-ageing treatments and spa services.',
          '12% or 18% for equipment and products, depending on the item.',
        ],
      },
      {
        type: 'warning',
        title: 'This is guidance, not tax advice',
        text: 'Whether a particular service counts as medical or cosmetic depends on the treatment and why it is done. The platform applies the rate you choose for each service. Confirm the classification of your services with your chartered accountant.',
      },
      { type: 'heading', text: 'Your GSTIN' },
      {
        type: 'paragraph',
        text: 'Your GST Identification Number (GSTIN) is a 15-digit number issued when you register. It begins with the two-digit code of your state and contains your PAN. Enter it in Settings, then Clinic Profile, exactly as on your registration certificate, together with your legal name and registered address.',
      },
      { type: 'heading', text: 'Set the rate for each service' },
      {
        type: 'steps',
        steps: [
          { title: 'Open the service catalogue', description: 'Go to Settings, then Services.' },
          {
            title: 'Open a service',
            description: 'Click a service such as "Acne Consultation" or "Hydrafacial".',
          },
          {
            title: 'Choose the tax type',
            description: 'Select Medical (0%), Cosmetic / Aesthetic / Wellness (18%), or for products the 12% or 18% rate of that item.',
          },
          {
            title: 'Check prices',
            description: 'Decide whether your listed price includes GST or has GST added on top, and keep this the same for all services.',
          },
          { title: 'Save and repeat', description: 'Work through every service. It takes a few minutes and then applies to every invoice.' },
        ],
      },
      { type: 'heading', text: 'A worked example' },
      {
        type: 'paragraph',
        text: 'A client has a consultation at ₹1,000 and a chemical peel at ₹10,000 on the same visit. The consultation is billed at 0%, so it stays ₹1,000. The peel is billed at 18%, adding ₹1,800. Within your own state this is shown as CGST ₹900 and SGST ₹900. The invoice total is ₹12,800.',
      },
      {
        type: 'info',
        title: 'Mixed invoices are normal',
        text: 'One invoice can carry lines at different rates. Each line shows its own rate and tax, and the totals are summed at the bottom, so there is no need to split a visit into two invoices.',
      },
      { type: 'heading', text: 'What every GST invoice shows' },
      {
        type: 'list',
        items: [
          'Your legal name, address and GSTIN.',
          'A unique invoice number in sequence, and the invoice date.',
          "The client's name and, for business clients, their GSTIN.",
          'A description of each service or product, with its SAC or HSN code.',
          'The taxable value, GST rate and tax amount of each line, split into CGST and SGST or shown as IGST.',
          'The total amount payable.',
        ],
      },
      {
        type: 'paragraph',
        text: 'The platform fills all of this in from your clinic profile, the service catalogue and the client profile. Add SAC and HSN codes to services and products once in the catalogue and they are printed on every invoice.',
      },
      { type: 'heading', text: 'At filing time' },
      {
        type: 'paragraph',
        text: 'Each month, download the GST summary from [financial reports](/help/financial-reports). It lists your sales by rate with the tax collected, which is what your accountant needs to prepare your GST returns.',
      },
      {
        type: 'success',
        title: 'Your invoices are GST-ready',
        text: 'With your GSTIN and service rates in place, every invoice carries the right tax. Questions about a specific setting? Email [support@clinicplatform.in](mailto:support@clinicplatform.in); we reply within 4 hours.',
      },
    ],
    relatedArticles: ['configure-billing-payments', 'financial-reports', 'setup-clinic-profile'],
  },
  {
    id: 'payment-gateways',
    title: 'Setting Up Payment Gateways',
    description: 'Connect Razorpay for cards and UPI, PhonePe for UPI wallet payments and Stripe for international cards, and track cash and bank transfers.',
    category: 'Billing & Payments',
    readTime: '5 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'Clients expect to pay the way they like: UPI from their phone, a card at the desk, or cash. Connecting a payment gateway lets you take card and UPI payments against an invoice or send a payment link, and each payment is matched to its invoice automatically.',
      },
      { type: 'heading', text: 'Which provider for what' },
      {
        type: 'list',
        items: [
          'Razorpay: debit and credit cards and UPI. A good default for most clinics in India.',
          'PhonePe: UPI wallet payments, popular with clients who already use the PhonePe app.',
          'Stripe: international cards, for medical tourists and clients visiting from abroad.',
          'Cash and bank transfer: no gateway needed; you record them against the invoice.',
        ],
      },
      {
        type: 'info',
        title: 'You need your own merchant account',
        text: "Money goes directly from the provider to your clinic's bank account. You sign up with each provider, complete their KYC with your business documents, and the provider sets your fees and settlement times.",
      },
      { type: 'heading', text: 'Connect Razorpay' },
      {
        type: 'steps',
        steps: [
          {
            title: 'Activate your Razorpay account',
            description: 'Sign up with Razorpay and complete their KYC with your PAN, GSTIN (if registered) and bank account details.',
          },
          {
            title: 'Generate API keys',
            description: 'In the Razorpay dashboard, go to Settings, then API Keys, and generate a Key ID and Key Secret. Start with test mode keys.',
          },
          {
            title: 'Paste them into the platform',
            description: 'Go to Settings, then Payments, choose Razorpay and paste the Key ID and Key Secret. Save.',
          },
          {
            title: 'Make a test payment',
            description: 'Create a small test invoice and pay it with a test card or UPI ID from the Razorpay documentation.',
          },
          {
            title: 'Go live',
            description: 'Replace the test keys with live keys once Razorpay has activated your account, then make one real ₹1 payment to be sure.',
          },
        ],
      },
      {
        type: 'paragraph',
        text: 'PhonePe and Stripe connect the same way: create and verify your merchant account, copy the credentials from the provider’s dashboard into Settings, then Payments, test, and go live. With Stripe, check in its dashboard that international cards are enabled on your account before you promise them to clients.',
      },
      {
        type: 'warning',
        title: 'Keep your secret keys secret',
        text: 'Never send API secrets by email, WhatsApp or chat, not even to our support team. Paste them only into Settings, then Payments. If a key has been shared, regenerate it in the provider’s dashboard straight away.',
      },
      { type: 'heading', text: 'Cash and bank transfers' },
      {
        type: 'paragraph',
        text: 'Switch on Cash and Bank Transfer in Settings, then Payments. When a client pays in cash, record the amount on the invoice; for a transfer, record it once the money shows in your bank account, with the UTR or reference number. Your day-end summary then shows expected cash, so the drawer can be counted against it.',
      },
      { type: 'heading', text: 'If a payment fails' },
      {
        type: 'list',
        items: [
          'Ask the client to check their bank or UPI app; many failures are a daily limit or a wrong PIN.',
          'If money left the client’s account but the invoice shows unpaid, wait a few minutes; the confirmation from the provider can be delayed.',
          'Still unpaid? Look up the payment in your provider’s dashboard before taking a second payment.',
          'Refunds are made from the invoice and sent back to the original method through the provider.',
        ],
      },
      {
        type: 'success',
        title: "You're ready to take payments",
        text: 'Cards, UPI, wallets, international cards, cash and transfers can now all be recorded against your invoices. See [Understanding Financial Reports](/help/financial-reports) to reconcile them.',
      },
    ],
    relatedArticles: ['configure-billing-payments', 'financial-reports', 'gst-compliance'],
  },
  {
    id: 'managing-subscription-billing',
    title: 'Managing Your Subscription and Billing',
    description: 'Understand the Basic, Pro and Enterprise plans, switch between monthly and annual billing, upgrade or downgrade, and cancel if you need to.',
    category: 'Billing & Payments',
    readTime: '4 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'This article is about your own subscription to the platform: what each plan includes, how you are billed and how to change your plan. For billing your clients, see [Configuring Billing and Payments](/help/configure-billing-payments).',
      },
      { type: 'heading', text: 'The plans' },
      {
        type: 'list',
        items: [
          'Basic: ₹3,000 per month or ₹28,800 per year (you save ₹7,200). Up to 500 clients, email and SMS reminders, limited photo storage and email support.',
          'Pro: ₹7,500 per month or ₹72,000 per year (you save ₹18,000). Up to 2,000 clients, plus AI analytics, the WhatsApp API, marketing automation and care protocols.',
          'Enterprise: custom pricing through our sales team. Unlimited clients, plus multi-location scheduling, API access and custom integrations.',
        ],
      },
      {
        type: 'info',
        title: 'Annual billing saves 20%',
        text: 'Paying once a year costs the same as just under ten months of monthly billing. There are no setup fees on any plan.',
      },
      { type: 'heading', text: 'Upgrade your plan' },
      {
        type: 'steps',
        steps: [
          { title: 'Open your subscription', description: 'Go to Settings, then Subscription. Only the account owner or an admin can change the plan.' },
          { title: 'Compare plans', description: 'Check the features and client limit of each plan against what your clinic needs.' },
          { title: 'Choose the new plan and period', description: 'Select Pro or Basic, monthly or annually, and review the amount.' },
          { title: 'Confirm', description: 'Confirm the change. Upgrades take effect straight away, so new features are available at once.' },
        ],
      },
      {
        type: 'paragraph',
        text: 'For Enterprise, [contact us](/contact): we will agree the pricing and set up your locations and integrations with you.',
      },
      {
        type: 'warning',
        title: 'Before you downgrade',
        text: 'Moving from Pro to Basic switches off AI analytics, WhatsApp messaging, campaigns and care protocols, and Basic holds up to 500 clients. If you have more clients than that, archive inactive ones first or stay on Pro. Downgrades apply from the start of your next billing period.',
      },
      { type: 'heading', text: 'Invoices and payment method' },
      {
        type: 'list',
        items: [
          'Your subscription invoices are in Settings, then Subscription, under Invoices.',
          'Add your GSTIN to your clinic profile so that it appears on them.',
          'Update the card or UPI mandate used for renewals in the same place.',
          'We announce any price change 30 days in advance.',
        ],
      },
      { type: 'heading', text: 'Trial, guarantee and cancellation' },
      {
        type: 'paragraph',
        text: 'You can start with a free trial without a credit card. Every paid plan has a 30-day money-back guarantee: if the platform is not right for your clinic within the first 30 days, we refund you. After that you can cancel at any time with 30 days notice; your data stays available to export during the notice period.',
      },
      {
        type: 'success',
        title: 'Need help choosing?',
        text: 'Our team can look at your client numbers and needs with you. Call [+91 80 4718 2290](tel:+918047182290) (Mon–Fri 9 AM–6 PM IST), email [support@clinicplatform.in](mailto:support@clinicplatform.in) or see [pricing](/pricing).',
      },
    ],
    relatedArticles: ['configure-billing-payments', 'payment-gateways'],
  },
  {
    id: 'financial-reports',
    title: 'Understanding Financial Reports',
    description:
      'Use the revenue, collections, outstanding dues and GST summary reports to close each day and month, and to give your accountant what they need.',
    category: 'Billing & Payments',
    readTime: '5 min',
    lastUpdated: 'January 15, 2025',
    content: [
      {
        type: 'paragraph',
        text: 'Financial reports answer the questions every owner asks at the end of the day and the month: how much did we bill, how much did we actually collect, who still owes us, and how much GST did we charge. All of them are built from your invoices and payments, so they are only as complete as your billing.',
      },
      { type: 'heading', text: 'The main reports' },
      {
        type: 'list',
        items: [
          'Revenue summary: invoiced amount for a period, by service, service category and practitioner.',
          'Collections: money received, by payment method (Razorpay, PhonePe, Stripe, cash and bank transfer).',
          'Outstanding dues: unpaid and part-paid invoices, oldest first, with the client’s phone number.',
          'GST summary: taxable value and tax collected at each rate, for your GST returns.',
          'Day-end summary: the day’s invoices and payments, with the cash you should have in the drawer.',
          'Refunds and discounts: what was given back or taken off, and by whom.',
        ],
      },
      { type: 'heading', text: 'Close the day in five minutes' },
      {
        type: 'steps',
        steps: [
          { title: 'Open the day-end summary', description: 'Go to Reports, then Financial, and choose Day-End Summary for today.' },
          {
            title: 'Check every appointment is billed',
            description: 'The summary lists completed appointments without an invoice. Bill them or mark why not.',
          },
          { title: 'Count the cash', description: 'Compare the cash in the drawer with the expected cash. Note any difference.' },
          {
            title: 'Check card and UPI payments',
            description: 'Make sure the payments shown match the day’s payments in your Razorpay or PhonePe dashboard.',
          },
          { title: 'Close the day', description: 'Mark the day as closed so that later changes to its invoices are easy to spot.' },
        ],
      },
      {
        type: 'info',
        title: 'Invoiced is not the same as collected',
        text: 'If you billed ₹1,20,000 this week but collected ₹1,05,000, the difference of ₹15,000 is in outstanding dues. Looking at both numbers every week stops small dues from turning into bad debts.',
      },
      { type: 'heading', text: 'Month-end checklist' },
      {
        type: 'list',
        items: [
          'Run the revenue summary for the month and compare it with the previous month.',
          'Follow up on outstanding dues older than 30 days.',
          'Download the GST summary and collections report for your chartered accountant.',
          'Check that bank transfers recorded in the platform match your bank statement.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Every report can be filtered by date range and, on Enterprise, by location, and downloaded to share with your accountant or partners. Figures use Indian digit grouping, for example ₹4,85,000 for four lakh eighty-five thousand rupees.',
      },
      {
        type: 'warning',
        title: 'Edit invoices with care',
        text: 'Changing or cancelling an invoice after you have filed GST for that month makes your reports disagree with your returns. Issue a credit note or a new invoice instead, and tell your accountant.',
      },
      {
        type: 'paragraph',
        text: 'For trends over time, retention and AI insights about which services drive growth, use the [AI analytics dashboard](/help/ai-analytics-dashboard), available on Pro and Enterprise.',
      },
      {
        type: 'success',
        title: 'Your books stay in order',
        text: 'A few minutes at day-end and an hour at month-end keep your accounts clean and your GST filing painless. Read [GST Compliance for Clinics](/help/gst-compliance) for the tax side.',
      },
    ],
    relatedArticles: ['gst-compliance', 'payment-gateways', 'ai-analytics-dashboard'],
  },
];
