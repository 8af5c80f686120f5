/**
 * The chat assistant in Hindi, for a clinic owner: its opening message, every topic's reply (the
 * English topics' facts, links and figures: ₹3,000, 18% GST, the support e-mail and phone), the
 * fallback and the assistant's own replies. A chunk of its own, loaded only by a chat whose
 * language is Hindi. ClinicPlatform, WhatsApp, GST, UPI, SMS, API, AI and the plan names stay as
 * Indians write them. The assistant is automatic: no reply may suggest a person is typing.
 */
import type { ChatContent } from './chat-topics.ts';
import { REACH_US_TOPICS, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF, whatsAppHref } from './chat-topics.ts';

/** Each topic's reply in Hindi, by the topic's id. */
export const hindiTopicReplies: Readonly<Record<string, string>> = {
  pricing:
    'हमारे तीन प्लान हैं। Basic ₹3,000 महीना (या ₹28,800 सालाना) में 500 क्लाइंट तक के लिए है, और Pro ₹7,500 महीना (या ₹72,000 सालाना) में 2,000 क्लाइंट तक के लिए; Enterprise की कीमत आपकी ज़रूरत के हिसाब से तय होती है और उसमें क्लाइंट की कोई सीमा नहीं है। सालाना बिलिंग पर 20% की बचत होती है, कोई सेटअप फीस नहीं है, और हर प्लान पर 30 दिन की मनी-बैक गारंटी है। [प्राइसिंग पेज](/pricing) पर प्लान की तुलना करें।',
  'gst-pricing':
    'प्लान की कीमतें GST के बिना दिखाई गई हैं: आपके इनवॉइस में 18% GST जुड़ता है। जैसे, Pro ₹7,500 महीना है, तो GST के साथ ₹8,850 होता है। हर इनवॉइस में GST अलग से दिखता है, ताकि GST-रजिस्टर्ड क्लिनिक उसे अपने रिकॉर्ड के लिए रख सके। [प्राइसिंग पेज](/pricing) पर प्लान की तुलना करें।',
  features:
    'प्लेटफ़ॉर्म में 360-डिग्री प्रोफ़ाइल और ट्रीटमेंट हिस्ट्री के साथ क्लाइंट मैनेजमेंट, रिमाइंडर और वेटलिस्ट वाली स्मार्ट शेड्यूलिंग, GST के अनुरूप बिलिंग, पेमेंट, मार्केटिंग और WhatsApp कैंपेन, AI एनालिटिक्स और बिफ़ोर/आफ़्टर फ़ोटो हैं। यह केयर प्रोटोकॉल, लीड, आपकी सर्विस कैटलॉग, स्टाफ़, लो-स्टॉक अलर्ट वाली इन्वेंटरी और कई लोकेशन भी संभालता है। क्लिनिक बताते हैं कि एडमिन का काम 80% तक कम हो जाता है। इसे काम करते देखने के लिए [प्रोडक्ट टूर](/demo) लें।',
  trial:
    'आप बिना क्रेडिट कार्ड के 14 दिन का मुफ़्त ट्रायल शुरू कर सकते हैं: बस [अपना क्लिनिक रजिस्टर करें](/register)। बाद में पेड प्लान चुनें और वह आपके लिए सही न लगे, तो 30 दिन की मनी-बैक गारंटी आपके साथ है। पहले एक झलक देखना चाहें? [डेमो](/demo) देखें।',
  security:
    'आपके क्लिनिक का डेटा भारत में सर्वर पर रखा जाता है, भारत के डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट, 2023 के तहत संभाला जाता है और कभी बेचा नहीं जाता; प्लेटफ़ॉर्म HIPAA, GDPR, ISO 27001 और SOC 2 के अनुरूप है। प्लेटफ़ॉर्म का अपटाइम 99.9% है, और आपकी टीम के लिए रोल के हिसाब से एक्सेस और मल्टी-फ़ैक्टर ऑथेंटिकेशन है। ज़्यादा जानकारी हमारे [सुरक्षा पेज](/security) पर पढ़ें।',
  support: `यह चैट असिस्टेंट 24/7 अपने-आप जवाब देता है, और [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) पर भेजे ईमेल का जवाब 4 घंटे में मिलता है। हमारी फ़ोन लाइन, [${SUPPORT_PHONE}](${SUPPORT_PHONE_HREF}), सोमवार से शुक्रवार सुबह 9 से शाम 6 बजे (IST) तक चालू रहती है। ज़्यादातर सवालों के लिए [हेल्प सेंटर](/support) में स्टेप-बाय-स्टेप गाइड हैं।`,
  messaging:
    'आप क्लाइंट को SMS, ईमेल और WhatsApp से मैसेज भेज सकते हैं: अपॉइंटमेंट रिमाइंडर, केयर निर्देश और मार्केटिंग कैंपेन। ईमेल और SMS रिमाइंडर हर प्लान में हैं; WhatsApp API और मार्केटिंग ऑटोमेशन Pro और Enterprise में हैं। सही लोगों तक पहुँचने वाले कैंपेन पर आम तौर पर 15–25% लोग जवाब देते हैं। हर प्लान में क्या है, यह [प्राइसिंग](/pricing) पर देखें।',
  scheduling:
    'स्मार्ट शेड्यूलिंग बुकिंग, स्टाफ़ शेड्यूल और वेटलिस्ट संभालती है, और SMS, ईमेल या WhatsApp से अपने-आप रिमाइंडर भेजती है। रिमाइंडर से क्लिनिक नो-शो 60% तक कम कर लेते हैं। कई लोकेशन की शेड्यूलिंग Enterprise में मिलती है। [शेड्यूलिंग डेमो](/demo) में आज़माकर देखें।',
  billing:
    'बिलिंग GST के अनुरूप है: मेडिकल सर्विस और कंसल्टेशन पर 0%, कॉस्मेटिक, एस्थेटिक और वेलनेस सर्विस पर 18%, और हर इनवॉइस पर आपका 15 अंकों का GSTIN। क्लाइंट Razorpay से कार्ड और UPI, PhonePe से UPI वॉलेट, Stripe से इंटरनेशनल कार्ड, या नकद और बैंक ट्रांसफ़र से भुगतान कर सकते हैं, और इन सबका हिसाब भी यहीं रहता है। हमारे [इंटीग्रेशन](/integrations) देखें।',
  analytics:
    'AI एनालिटिक्स एक नज़र में कमाई, अपॉइंटमेंट, रिटेंशन और सबसे ज़्यादा चलने वाली सर्विस दिखाता है, साथ में आसान भाषा में सुझाव कि आगे क्या करें; क्लिनिक 40% तक बेहतर रिटेंशन देखते हैं। AI एनालिटिक्स और कस्टम रिपोर्ट Pro और Enterprise में हैं। [प्राइसिंग पेज](/pricing) पर प्लान की तुलना करें।',
  onboarding:
    'ज़्यादातर क्लिनिक 24–48 घंटे में तैयार हो जाते हैं, कोई सेटअप फीस नहीं लगती, और हर नए क्लिनिक को 60 मिनट का ऑनबोर्डिंग कंसल्टेशन मिलता है। आप अपने पुराने क्लाइंट रिकॉर्ड CSV या Excel से, या Enterprise में API से इंपोर्ट कर सकते हैं। शुरू करने के लिए [रजिस्टर करें](/register), या बदलाव की योजना बनाने के लिए [हमसे संपर्क करें](/contact)।',
  'multi-location':
    'एक से ज़्यादा क्लिनिक चलाते हैं? कई लोकेशन की शेड्यूलिंग, हर ब्रांच के अलग कैलेंडर और स्टाफ़ और एक साझा क्लाइंट रिकॉर्ड के साथ, Enterprise प्लान का हिस्सा है; उसमें अनलिमिटेड क्लाइंट, API एक्सेस और कस्टम इंटीग्रेशन भी हैं। Enterprise की कीमत के लिए [हमसे संपर्क करें](/contact)।',
  photos:
    'बिफ़ोर/आफ़्टर फ़ोटो मैनेजमेंट हर फ़ोटो को क्लाइंट की प्रोफ़ाइल में रखता है, Before, After, During Treatment या Progress टैग के साथ और सहमति दर्ज करके। आप JPG, PNG और HEIC फ़ाइलें अपलोड करके फ़ोटो साथ-साथ रखकर तुलना कर सकते हैं। Basic में सीमित फ़ोटो स्टोरेज है; प्लान के लिए [प्राइसिंग](/pricing) देखें।',
  integrations:
    'प्लेटफ़ॉर्म मैसेजिंग, Razorpay, PhonePe, Google, Stripe और Brevo से जुड़ता है। API एक्सेस और कस्टम इंटीग्रेशन Enterprise प्लान में मिलते हैं। क्या उपलब्ध है और क्या जल्द आ रहा है, इसकी पूरी सूची हमारे [इंटीग्रेशन पेज](/integrations) पर देखें।',
  contact: `आप हमें [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) पर ईमेल कर सकते हैं या [${SUPPORT_PHONE}](${SUPPORT_PHONE_HREF}) पर कॉल कर सकते हैं। डेमो या Enterprise की कीमत के लिए [संपर्क पेज](/contact) से हमें मैसेज भेजें, हमारी टीम आपसे संपर्क करेगी।`,
  about:
    'हम भारत के एस्थेटिक, डर्मेटोलॉजी, वेलनेस, डेंटल और फ़िज़ियोथेरेपी क्लिनिक के लिए AI-पावर्ड मैनेजमेंट सॉफ़्टवेयर बनाते हैं। 500 से ज़्यादा क्लिनिक यह प्लेटफ़ॉर्म इस्तेमाल करते हैं और इसे 5 में से 4.9 रेटिंग देते हैं। हमारा लक्ष्य सीधा है: कम एडमिन काम, ताकि आपकी टीम को क्लाइंट के लिए ज़्यादा समय मिले। [डेमो](/demo) में खुद देखिए।',
  greeting: 'नमस्ते, आपका स्वागत है! मैं आपको हमारे प्लान और कीमत, फ़ीचर, मुफ़्त ट्रायल, सुरक्षा, शेड्यूलिंग और रिमाइंडर, GST बिलिंग या सेटअप के बारे में बता सकता हूँ। आप क्या जानना चाहेंगे?',
};

/** The team's hours, as the replies write them. */
const HOURS = 'सोम–शुक्र सुबह 9 से शाम 6 बजे IST';

/**
 * The ways to reach the team: e-mail, phone, WhatsApp when a number is configured, this live chat
 * (saying plainly it is automatic), the help centre and the demo page.
 */
function humanChannels(whatsappNumber: string): string {
  const whatsapp = whatsAppHref(whatsappNumber);
  return (
    `मैं एक ऑटोमैटिक असिस्टेंट हूँ, यहाँ लाइव चैट में 24/7; हमारी टीम तक पहुँचने के लिए [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) पर ईमेल करें ` +
    `(हम 4 घंटे में जवाब देते हैं), [${SUPPORT_PHONE}](${SUPPORT_PHONE_HREF}) पर कॉल करें (${HOURS})` +
    `${whatsapp ? `, [WhatsApp](${whatsapp}) पर मैसेज करें` : ''}, [हेल्प सेंटर](/support) देखें या [प्रोडक्ट डेमो](/demo) देखें।`
  );
}

/** The chat in Hindi. */
export const hindiChat: ChatContent = {
  greeting:
    'नमस्ते! मैं ClinicPlatform का ऑटोमैटिक असिस्टेंट हूँ। प्लान और कीमत, फ़ीचर, मुफ़्त ट्रायल, सुरक्षा, WhatsApp रिमाइंडर, GST बिलिंग या सेटअप के बारे में पूछिए, मैं आपको सही जानकारी तक पहुँचाऊंगा।',
  fallback: (whatsappNumber) => `माफ़ कीजिए, मैं यह समझ नहीं पाया। ${humanChannels(whatsappNumber)}`,
  assistant: {
    topic: (topic, whatsappNumber) => {
      const reply = hindiTopicReplies[topic.id] ?? topic.reply;
      const whatsapp = whatsAppHref(whatsappNumber);
      return whatsapp && REACH_US_TOPICS.has(topic.id) ? `${reply} आप हमें [WhatsApp](${whatsapp}) पर भी मैसेज कर सकते हैं।` : reply;
    },
    thanks: 'आपका स्वागत है! क्या मैं किसी और चीज़ में मदद कर सकता हूँ?',
    bye: 'अलविदा, और आने के लिए धन्यवाद। जब चाहें, फिर पूछिए।',
    ok: 'खुशी हुई कि मदद कर सका। प्लेटफ़ॉर्म के बारे में कुछ और पूछना हो तो बेझिझक पूछिए।',
    complaint: (whatsappNumber) => {
      const whatsapp = whatsAppHref(whatsappNumber);
      return (
        'माफ़ कीजिए, हम नहीं चाहते कि आपको ऐसा अनुभव हो। मैं एक ऑटोमैटिक असिस्टेंट हूँ और इसे खुद ठीक नहीं कर सकता, लेकिन हमारी टीम कर सकती है: ' +
        `[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) पर ईमेल करें (हम 4 घंटे में जवाब देते हैं) या [${SUPPORT_PHONE}](${SUPPORT_PHONE_HREF}) पर कॉल करें (${HOURS})` +
        `${whatsapp ? `, या [WhatsApp](${whatsapp}) पर मैसेज करें` : ''}। कृपया अपने क्लिनिक का नाम और जो हुआ, वह ज़रूर लिखें।`
      );
    },
    unknown: (whatsappNumber) => `इसका जवाब मुझे नहीं पता, और मैं अंदाज़ा नहीं लगाना चाहता। ${humanChannels(whatsappNumber)}`,
    account: {
      '/forgot-password':
        '[पासवर्ड भूल गए](/forgot-password) पर जाकर अपने अकाउंट का ईमेल डालें। हम एक रीसेट लिंक भेजेंगे, जो 24 घंटे तक और एक ही बार काम करता है; कुछ मिनट बाद भी ईमेल न मिले तो स्पैम फ़ोल्डर देखें।',
      '/login': '[साइन-इन पेज](/login) पर अपने ईमेल और पासवर्ड से साइन इन करें।',
      '/register': '[अपना क्लिनिक रजिस्टर करके](/register) मुफ़्त ट्रायल शुरू करें: इसमें कुछ ही मिनट लगते हैं और क्रेडिट कार्ड की ज़रूरत नहीं।',
    },
    // The help articles are English: the answer says so on its first line.
    passage: (quote, source, related) =>
      `यह जवाब हमारे हेल्प सेंटर के लेख से है, जो अभी अंग्रेज़ी में है:\n\n${quote}\n\nपूरा लेख (अंग्रेज़ी में): ${source}${related ? `\nइससे जुड़े लेख: ${related}` : ''}`,
    topicWithRelated: (reply, related) => (related ? `${reply}\n\nइससे जुड़े लेख (अंग्रेज़ी में): ${related}` : reply),
    // The two titles are the English articles'.
    clarify: (first, second) => `आप किसके बारे में पूछ रहे हैं: ${first}, या ${second}?`,
  },
};
