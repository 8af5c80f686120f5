/**
 * The chat assistant's keyword topics: the fifteen named topics, the GST question and a greeting,
 * each answered from the product's facts. The matching rule lives in widgets/elements/chat/match.ts. The
 * assistant is automatic: no reply may suggest a person is typing.
 */
import type { AssistantCopy } from '../assistant/engine.ts';
import type { ChatTopic } from './types.ts';

/**
 * The chat's content in a language other than English (a module of its own, loaded only by a chat
 * in that language): its opening message, the reply when its answers cannot be had and no topic
 * matches, and the assistant's own words, the topics' replies among them.
 */
export interface ChatContent {
  greeting: string;
  fallback: (whatsappNumber: string) => string;
  assistant: AssistantCopy;
}

/** The support contact details used across the content (invented for this build; see the README). */
export const SUPPORT_EMAIL = 'support@clinicplatform.in';
export const SUPPORT_PHONE = '+91 80 4718 2290';
export const SUPPORT_PHONE_HREF = 'tel:+918047182290';

/** The bot's opening message. */
export const chatGreeting =
  "Namaste! I'm ClinicPlatform's automatic assistant. Ask me about plans and pricing, features, the free trial, security, WhatsApp reminders, GST billing or getting set up, and I'll point you in the right direction.";

/** WhatsApp's click-to-chat address for a number in international form (digits only), or null. */
export function whatsAppHref(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/[\s()+-]/g, '');
  return /^[1-9]\d{7,14}$/.test(digits) ? `https://wa.me/${digits}` : null;
}

/**
 * The reply when the assistant's answers cannot be had (its file did not load) and no topic
 * matches: the ways to reach the team.
 */
export function chatFallbackReply({ whatsappNumber = '' }: { whatsappNumber?: string } = {}): string {
  return `I'm not sure I understood that. ${humanChannels(whatsappNumber)}`;
}

/**
 * The ways to reach the team: e-mail, phone, WhatsApp when a number is configured, this live chat
 * (saying plainly it is automatic), the help centre and the demo page.
 */
export function humanChannels(whatsappNumber = ''): string {
  const whatsapp = whatsAppHref(whatsappNumber);
  return (
    `I'm an automatic assistant, here in live chat 24/7; to reach our team, email [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) ` +
    `(we reply within 4 hours), call [${SUPPORT_PHONE}](${SUPPORT_PHONE_HREF}) (Mon–Fri 9 AM–6 PM IST)` +
    `${whatsapp ? `, message us on [WhatsApp](${whatsapp})` : ''}, browse the [help centre](/support), or watch the [product demo](/demo).`
  );
}

/** The topics that tell the visitor how to reach a person: with a WhatsApp number configured, they name it too. */
export const REACH_US_TOPICS: ReadonlySet<string> = new Set(['contact', 'support']);

/** A topic's reply, with the WhatsApp link added to the ways to reach the team when a number is configured. */
export function topicReply(topic: ChatTopic, whatsappNumber = ''): string {
  const whatsapp = whatsAppHref(whatsappNumber);
  return whatsapp && REACH_US_TOPICS.has(topic.id) ? `${topic.reply} You can also message us on [WhatsApp](${whatsapp}).` : topic.reply;
}

/** The fallback reply without a WhatsApp number. */
export const chatFallback = chatFallbackReply();

/**
 * Seventeen topics. Of the topics whose keywords match, the best match answers (see match.ts);
 * the greeting answers only messages that do nothing but greet, or match no other topic.
 */
export const chatTopics: ChatTopic[] = [
  {
    id: 'pricing',
    keywords: ['price', 'pricing', 'cost', 'plan', 'plans', 'how much', 'rupees', 'inr', 'fee', 'fees', 'monthly', 'annual'],
    reply:
      'We have three plans. Basic is ₹3,000 a month (or ₹28,800 a year) for up to 500 clients, and Pro is ₹7,500 a month (or ₹72,000 a year) for up to 2,000 clients; Enterprise has custom pricing and unlimited clients. Annual billing saves 20%, there are no setup fees, and every plan has a 30-day money-back guarantee. Compare them on the [pricing page](/pricing).',
  },
  {
    id: 'gst-pricing',
    keywords: [
      'gst',
      'gst included',
      'including gst',
      'inclusive of gst',
      'exclusive of gst',
      'plus gst',
      'gst extra',
      'include',
      'included',
      'inclusive',
      'exclusive',
      'excluding',
    ],
    reply:
      'Plan prices are shown without GST: 18% GST is added to your invoice. For example, Pro at ₹7,500 a month is ₹8,850 with GST. Every invoice shows the GST separately, so a GST-registered clinic can keep it for its records. Compare plans on the [pricing page](/pricing).',
  },
  {
    id: 'features',
    keywords: [
      'feature',
      'features',
      'modules',
      'what can',
      'capabilities',
      'inventory',
      'waitlist',
      'care protocol',
      'leads',
      'crm',
      'stock',
      'service catalogue',
    ],
    reply:
      'The platform covers client management with 360-degree profiles and treatment history, smart scheduling with reminders and waitlists, GST-compliant billing, payments, marketing and WhatsApp campaigns, AI analytics and before/after photos. It also handles care protocols, leads, your service catalogue, staff, inventory with low-stock alerts and multiple locations. Clinics report up to 80% less admin work. Take the [product tour](/demo) to see it in action.',
  },
  {
    id: 'trial',
    keywords: ['trial', 'free trial', 'free', 'try', 'credit card', 'no card', 'sign up', 'signup', 'test it', 'money back'],
    reply:
      'You can start a 14-day free trial without a credit card: just [register your clinic](/register). If you later choose a paid plan and it is not right for you, our 30-day money-back guarantee covers you. Prefer a guided look first? Watch the [demo](/demo).',
  },
  {
    id: 'security',
    keywords: ['security', 'secure', 'dpdp', 'hipaa', 'gdpr', 'iso', 'iso 27001', 'soc 2', 'privacy', 'compliance', 'safe', 'encryption'],
    reply:
      "Your clinic data is stored on servers in India, handled under India's Digital Personal Data Protection Act, 2023, and never sold; the platform is compliant with HIPAA, GDPR, ISO 27001 and SOC 2. The platform has 99.9% uptime, with role-based access and multi-factor authentication for your team. Read more on our [security page](/security).",
  },
  {
    id: 'support',
    keywords: ['support', 'help', 'customer care', 'assistance', '24x7', 'stuck', 'problem', 'issue', 'not working', 'error'],
    reply:
      'This chat assistant answers automatically, 24/7, and email to [support@clinicplatform.in](mailto:support@clinicplatform.in) is answered within 4 hours. Our phone line, [+91 80 4718 2290](tel:+918047182290), is staffed Monday to Friday, 9 AM to 6 PM IST. The [help centre](/support) has step-by-step guides for most questions.',
  },
  {
    id: 'messaging',
    keywords: ['whatsapp', 'sms', 'message', 'messages', 'messaging', 'campaign', 'campaigns', 'marketing', 'broadcast', 'bulk', 'promotion'],
    reply:
      'You can message clients by SMS, email and WhatsApp: appointment reminders, care instructions and marketing campaigns. Email and SMS reminders come with every plan; the WhatsApp API and marketing automation are on Pro and Enterprise. Well-targeted campaigns typically see response rates of 15–25%. See [pricing](/pricing) for what each plan includes.',
  },
  {
    id: 'scheduling',
    keywords: [
      'appointment',
      'appointments',
      'booking',
      'schedule',
      'scheduling',
      'calendar',
      'reminder',
      'reminders',
      'no-show',
      'no show',
      'slot',
      'staff roster',
    ],
    reply:
      'Smart scheduling handles bookings, staff schedules and waitlists, and sends automatic reminders by SMS, email or WhatsApp. Clinics cut no-shows by up to 60% with reminders. Multi-location scheduling is available on Enterprise. Try it in the [scheduling demo](/demo).',
  },
  {
    id: 'billing',
    keywords: ['billing', 'invoice', 'invoices', 'gst', 'gstin', 'payment', 'payments', 'upi', 'razorpay', 'phonepe', 'stripe', 'cash'],
    reply:
      'Billing is GST-compliant: 0% for medical services and consultations, 18% for cosmetic, aesthetic and wellness services, with your 15-digit GSTIN on every invoice. Clients can pay by card and UPI through Razorpay, by UPI wallet through PhonePe, by international card through Stripe, or in cash or by bank transfer, which you track too. See our [integrations](/integrations).',
  },
  {
    id: 'analytics',
    keywords: ['analytics', 'report', 'reports', 'reporting', 'dashboard', 'insights', 'ai insights', 'revenue', 'kpi', 'retention', 'trends'],
    reply:
      'AI analytics shows revenue, appointments, retention and top services at a glance, with plain-language insights on what to do next; clinics see up to 40% better retention. AI analytics and custom reports are on Pro and Enterprise. Compare plans on the [pricing page](/pricing).',
  },
  {
    id: 'onboarding',
    keywords: ['onboarding', 'setup', 'set up', 'get started', 'getting started', 'migrate', 'migration', 'import', 'training', 'go live', 'excel', 'csv'],
    reply:
      'Most clinics are set up within 24–48 hours, with no setup fees, and every new clinic gets a 60-minute onboarding consultation. You can import existing client records from CSV or Excel, or through the API on Enterprise. [Register](/register) to get started, or [contact us](/contact) to plan your move.',
  },
  {
    id: 'multi-location',
    keywords: ['multi-location', 'multi location', 'multiple locations', 'locations', 'branches', 'branch', 'chain', 'franchise', 'several clinics', 'centres'],
    reply:
      'Running more than one clinic? Multi-location scheduling, with separate calendars and staff per branch and one shared client record, is part of the Enterprise plan, along with unlimited clients, API access and custom integrations. [Contact us](/contact) for Enterprise pricing.',
  },
  {
    id: 'photos',
    keywords: ['photo', 'photos', 'before and after', 'before after', 'pictures', 'images', 'jpg', 'png', 'heic', 'progress photos'],
    reply:
      'Before/after photo management keeps every photo in the client profile, tagged Before, After, During Treatment or Progress, with consent recorded. You can upload JPG, PNG and HEIC files and compare photos side by side. Basic includes limited photo storage; see [pricing](/pricing) for the plans.',
  },
  {
    id: 'integrations',
    keywords: ['integration', 'integrations', 'integrate', 'api', 'api access', 'rest api', 'connect', 'google', 'brevo', 'third party', 'third-party', 'sync'],
    reply:
      'The platform integrates with messaging, Razorpay, PhonePe, Google, Stripe and Brevo. API access and custom integrations are available on the Enterprise plan. See the full list, with what is available and what is coming soon, on our [integrations page](/integrations).',
  },
  {
    id: 'contact',
    keywords: ['contact', 'email', 'phone', 'call', 'address', 'reach', 'talk to', 'sales', 'office', 'speak'],
    reply:
      'You can email us at [support@clinicplatform.in](mailto:support@clinicplatform.in) or call [+91 80 4718 2290](tel:+918047182290). For a demo or Enterprise pricing, send us a message through the [contact page](/contact) and our team will get back to you.',
  },
  {
    id: 'about',
    keywords: ['about', 'company', 'who are you', 'who made', 'team', 'mission', 'story', 'customers', 'reviews', 'rating', 'trust'],
    reply:
      'We build AI-powered management software for aesthetic, dermatology, wellness, dental and physiotherapy clinics in India. More than 500 clinics use the platform, rating it 4.9 out of 5. Our goal is simple: less admin, so your team has more time for clients. See it for yourself in the [demo](/demo).',
  },
  {
    id: 'greeting',
    keywords: ['hello', 'hi', 'hey', 'hii', 'namaste', 'namaskar', 'good morning', 'good afternoon', 'good evening', 'greetings'],
    reply:
      'Hello, and welcome! I can tell you about our plans and pricing, features, the free trial, security, scheduling and reminders, GST billing or getting set up. What would you like to know?',
  },
];

/**
 * Each topic's Hindi keywords, romanised as people type them (Hinglish) and in Devanagari (in one
 * spelling: no nukta, anusvara for candrabindu), matched by the same rule as its English keywords
 * in a chat of any language.
 */
export const chatTopicHindiKeywords: Readonly<Record<string, readonly string[]>> = {
  pricing: [
    'kimat',
    'keemat',
    'kimmat',
    'daam',
    'kharcha',
    'kharch',
    'shulk',
    'mahina',
    'mahine',
    'salana',
    'saalana',
    'kitna',
    'kitni',
    'kitne',
    'कीमत',
    'दाम',
    'मूल्य',
    'प्राइस',
    'प्राइसिंग',
    'शुल्क',
    'फीस',
    'खर्च',
    'खर्चा',
    'रुपये',
    'रुपए',
    'मासिक',
    'महीना',
    'महीने',
    'सालाना',
    'वार्षिक',
    'प्लान',
    'कितना',
    'कितनी',
    'कितने',
  ],
  'gst-pricing': [
    'gst shamil',
    'gst ke saath',
    'gst ke sath',
    'gst sahit',
    'gst alag',
    'gst lagta',
    'gst lagega',
    'shamil',
    'जीएसटी',
    'जीएसटी शामिल',
    'जीएसटी सहित',
    'जीएसटी अलग',
    'जीएसटी के साथ',
    'शामिल',
    'सहित',
  ],
  features: ['suvidha', 'suvidhayen', 'suvidhaen', 'khubiyan', 'फीचर', 'फीचर्स', 'सुविधा', 'सुविधाएं', 'सुविधाओं', 'खूबियां', 'इन्वेंटरी', 'स्टॉक', 'मॉड्यूल'],
  trial: [
    'muft',
    'muft trial',
    'free mein',
    'trial shuru',
    'bina card',
    'card ke bina',
    'ट्रायल',
    'फ्री',
    'फ्री ट्रायल',
    'मुफ्त',
    'मुफ्त ट्रायल',
    'ट्राई',
    'क्रेडिट कार्ड',
    'बिना कार्ड',
  ],
  security: [
    'surakshit',
    'suraksha',
    'data safe',
    'data surakshit',
    'gopniyata',
    'सुरक्षित',
    'सुरक्षा',
    'डेटा सुरक्षित',
    'डेटा सेफ',
    'सेफ',
    'गोपनीयता',
    'प्राइवेसी',
    'एन्क्रिप्शन',
  ],
  support: ['madad', 'sahayata', 'dikkat', 'samasya', 'pareshani', 'kaam nahi', 'मदद', 'सहायता', 'सपोर्ट', 'दिक्कत', 'समस्या', 'परेशानी', 'एरर'],
  messaging: [
    'watsapp',
    'whatsaap',
    'whats app',
    'watsap',
    'sandesh',
    'prachar',
    'व्हाट्सऐप',
    'व्हाट्सएप',
    'व्हाट्सअप',
    'वॉट्सऐप',
    'वाट्सएप',
    'एसएमएस',
    'मैसेज',
    'संदेश',
    'कैंपेन',
    'मार्केटिंग',
    'प्रचार',
  ],
  scheduling: ['yaad dilana', 'yaad dilaye', 'अपॉइंटमेंट', 'अपॉइन्टमेंट', 'बुकिंग', 'रिमाइंडर', 'शेड्यूल', 'कैलेंडर', 'स्लॉट', 'नो शो'],
  billing: [
    'gst bill',
    'bill bana',
    'bill banana',
    'bill banta',
    'bhugtan',
    'nakad',
    'बिल',
    'बिलिंग',
    'इनवॉइस',
    'इनवॉयस',
    'चालान',
    'भुगतान',
    'पेमेंट',
    'यूपीआई',
    'नकद',
    'कैश',
    'जीएसटी',
    'जीएसटी बिल',
  ],
  analytics: ['munafa', 'kamai', 'aamdani', 'एनालिटिक्स', 'रिपोर्ट', 'रिपोर्ट्स', 'डैशबोर्ड', 'कमाई', 'आमदनी', 'मुनाफा', 'राजस्व'],
  onboarding: ['shuruat', 'purana data', 'sikhana', 'सेटअप', 'शुरुआत', 'इंपोर्ट', 'एक्सेल', 'पुराना डेटा', 'ट्रेनिंग', 'प्रशिक्षण', 'ऑनबोर्डिंग'],
  'multi-location': ['shakha', 'shakhayen', 'kai clinic', 'ek se zyada', 'शाखा', 'शाखाएं', 'शाखाओं', 'ब्रांच', 'ब्रांचेस', 'कई क्लिनिक', 'एक से ज्यादा'],
  photos: ['tasveer', 'tasvir', 'pehle aur baad', 'फोटो', 'तस्वीर', 'तस्वीरें', 'पहले और बाद', 'बिफोर आफ्टर', 'इमेज'],
  integrations: ['jodna', 'judta', 'इंटीग्रेशन', 'एपीआई', 'गूगल', 'कनेक्ट', 'सिंक', 'जोडना', 'जुडता'],
  contact: ['sampark', 'baat karni', 'baat karna', 'संपर्क', 'फोन', 'ईमेल', 'कॉल', 'बात करनी', 'बात करना', 'सेल्स', 'ऑफिस'],
  about: ['aap kaun', 'kaun ho', 'kampani', 'bharosa', 'कंपनी', 'आप कौन', 'कौन हो', 'टीम', 'भरोसा', 'समीक्षा', 'रिव्यू', 'ग्राहक'],
  greeting: ['namaskaar', 'pranam', 'ram ram', 'salaam', 'नमस्ते', 'नमस्कार', 'प्रणाम', 'हेलो', 'हैलो', 'हाय', 'राम राम'],
};
