/** The testimonials in Hindi (widgets/content/testimonials.ts is the English): the same ids, people and cities. */
import type { Testimonial } from '../testimonials.ts';

export const testimonials: readonly Testimonial[] = [
  {
    id: 'ananya',
    quote: 'पहले हमारा फ़्रंट डेस्क पूरी सुबह क्लाइंट को फ़ोन करके कन्फ़र्म करने में लगा रहता था। अब यह काम WhatsApp रिमाइंडर करते हैं, और नो-शो लगभग खत्म हो गए हैं।',
    name: 'डॉ. अनन्या अय्यर',
    role: 'संस्थापक, Lumière Skin & Laser',
    city: 'बेंगलुरु',
  },
  {
    id: 'rohan',
    quote: 'दिन के अंत में GST इनवॉइस बनाने में हमें एक घंटा लगता था। ClinicPlatform के साथ क्लाइंट के UPI या कार्ड से भुगतान करते ही इनवॉइस सही बन जाता है।',
    name: 'रोहन मेहता',
    role: 'प्रैक्टिस मैनेजर, SmileCraft Dental',
    city: 'पुणे',
  },
  {
    id: 'kavya',
    quote: 'हर मरीज़ की प्रगति की फ़ोटो और एक्सरसाइज़ प्लान एक ही प्रोफ़ाइल में देखने से हमारे फ़ॉलो-अप कहीं ज़्यादा व्यक्तिगत हो गए हैं। मरीज़ यह महसूस करते हैं।',
    name: 'डॉ. काव्या रेड्डी',
    role: 'लीड फ़िज़ियोथेरेपिस्ट, MoveWell Physio',
    city: 'हैदराबाद',
  },
];
