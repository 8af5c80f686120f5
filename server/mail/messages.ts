/**
 * The mails' words in the nine languages, ICU MessageFormat as the protocol's catalogs are
 * (numbers and amounts in Latin digits with lakh grouping, as Indian prices are written). en-IN is the reference: its text
 * is the mails' English, word for word.
 */
import type { Language } from '../../protocol/languages.ts';
import { formatMessage, type MessageValues } from '../../protocol/messages/format.ts';
import { escapeHtml } from '../escape-html.ts';

const en = {
  greeting: 'Hello {name},',
  resetSubject: 'Reset your password',
  resetRequest: 'We received a request to reset the password of your clinic account.',
  resetOpenLink: 'Open this link to choose a new password:',
  resetButton: 'Reset your password',
  resetCopy: 'Or copy this link into your browser:',
  resetValidity: 'The link is valid for {hours} hours and can be used once.',
  resetIgnore: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  welcomeSubject: 'Welcome to ClinicPlatform: your free trial has started',
  welcomeIntro: 'Welcome to ClinicPlatform. The free trial for {clinicName} has started; no credit card is needed.',
  welcomePlan: 'Plan: {plan}, billed {billing} ({price}). Nothing is charged during the trial.',
  billingMonthly: 'monthly',
  billingAnnually: 'annually',
  priceMonthly: '{amount} a month + {rate}% GST',
  priceAnnually: '{amount} a year + {rate}% GST',
  welcomeStart: 'Where to start:',
  stepHandbook: 'Set up your clinic with the handbook',
  stepHelp: 'Browse the help centre',
  stepTeam: 'Talk to our team',
  welcomeReply: 'Reply to this e-mail or write to {address} if anything is unclear.',
};

/** The words of every mail, keyed as en-IN's. */
export type MailMessages = Record<keyof typeof en, string>;

/** Each language's mail words. */
export const MAIL_MESSAGES: Record<Language, MailMessages> = {
  'en-IN': en,
  'hi-IN': {
    greeting: 'नमस्ते {name},',
    resetSubject: 'अपना पासवर्ड रीसेट करें',
    resetRequest: 'हमें आपके क्लिनिक अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है।',
    resetOpenLink: 'नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    resetButton: 'अपना पासवर्ड रीसेट करें',
    resetCopy: 'या यह लिंक कॉपी करके अपने ब्राउज़र में खोलें:',
    resetValidity: 'यह लिंक {hours} घंटे तक मान्य है और सिर्फ़ एक बार इस्तेमाल किया जा सकता है।',
    resetIgnore: 'अगर आपने यह अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा कर दें; आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    welcomeSubject: 'ClinicPlatform में आपका स्वागत है: आपका फ़्री ट्रायल शुरू हो गया है',
    welcomeIntro: 'ClinicPlatform में आपका स्वागत है। {clinicName} का फ़्री ट्रायल शुरू हो गया है; किसी क्रेडिट कार्ड की ज़रूरत नहीं है।',
    welcomePlan: 'प्लान: {plan}, {billing} बिलिंग ({price})। ट्रायल के दौरान कोई शुल्क नहीं लिया जाएगा।',
    billingMonthly: 'मासिक',
    billingAnnually: 'सालाना',
    priceMonthly: '{amount} प्रति माह + {rate}% GST',
    priceAnnually: '{amount} प्रति वर्ष + {rate}% GST',
    welcomeStart: 'शुरुआत यहाँ से करें:',
    stepHandbook: 'हैंडबुक की मदद से अपना क्लिनिक सेट करें',
    stepHelp: 'हेल्प सेंटर देखें',
    stepTeam: 'हमारी टीम से बात करें',
    welcomeReply: 'कुछ भी समझ न आए तो इस ईमेल का जवाब दें या {address} पर लिखें।',
  },
  'bn-IN': {
    greeting: 'নমস্কার {name},',
    resetSubject: 'আপনার পাসওয়ার্ড রিসেট করুন',
    resetRequest: 'আপনার ক্লিনিক অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার একটি অনুরোধ আমরা পেয়েছি।',
    resetOpenLink: 'নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
    resetButton: 'পাসওয়ার্ড রিসেট করুন',
    resetCopy: 'অথবা এই লিংকটি কপি করে আপনার ব্রাউজারে খুলুন:',
    resetValidity: 'লিংকটি {hours} ঘণ্টা বৈধ থাকবে এবং একবারই ব্যবহার করা যাবে।',
    resetIgnore: 'আপনি এই অনুরোধ না করে থাকলে ইমেলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    welcomeSubject: 'ClinicPlatform-এ স্বাগতম: আপনার ফ্রি ট্রায়াল শুরু হয়েছে',
    welcomeIntro: 'ClinicPlatform-এ স্বাগতম। {clinicName}-এর ফ্রি ট্রায়াল শুরু হয়েছে; কোনো ক্রেডিট কার্ডের প্রয়োজন নেই।',
    welcomePlan: 'প্ল্যান: {plan}, {billing} বিলিং ({price})। ট্রায়াল চলাকালীন কোনো টাকা নেওয়া হবে না।',
    billingMonthly: 'মাসিক',
    billingAnnually: 'বার্ষিক',
    priceMonthly: 'মাসে {amount} + {rate}% GST',
    priceAnnually: 'বছরে {amount} + {rate}% GST',
    welcomeStart: 'কোথা থেকে শুরু করবেন:',
    stepHandbook: 'হ্যান্ডবুক দেখে আপনার ক্লিনিক সেট আপ করুন',
    stepHelp: 'হেল্প সেন্টার দেখুন',
    stepTeam: 'আমাদের টিমের সঙ্গে কথা বলুন',
    welcomeReply: 'কিছু বুঝতে অসুবিধা হলে এই ইমেলের উত্তর দিন অথবা {address}-এ লিখুন।',
  },
  'ta-IN': {
    greeting: 'வணக்கம் {name},',
    resetSubject: 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்',
    resetRequest: 'உங்கள் கிளினிக் கணக்கின் கடவுச்சொல்லை மீட்டமைக்கக் கோரிக்கை வந்துள்ளது.',
    resetOpenLink: 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க இந்த இணைப்பைத் திறக்கவும்:',
    resetButton: 'கடவுச்சொல்லை மீட்டமைக்கவும்',
    resetCopy: 'அல்லது இந்த இணைப்பை நகலெடுத்து உங்கள் உலாவியில் திறக்கவும்:',
    resetValidity: 'இந்த இணைப்பு {hours} மணி நேரம் செல்லுபடியாகும்; ஒரு முறை மட்டுமே பயன்படுத்த முடியும்.',
    resetIgnore: 'இதை நீங்கள் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்; உங்கள் கடவுச்சொல் மாறாது.',
    welcomeSubject: 'ClinicPlatform-க்கு வரவேற்கிறோம்: உங்கள் இலவச சோதனைக் காலம் தொடங்கிவிட்டது',
    welcomeIntro: 'ClinicPlatform-க்கு வரவேற்கிறோம். {clinicName}-க்கான இலவச சோதனைக் காலம் தொடங்கிவிட்டது; கிரெடிட் கார்டு தேவையில்லை.',
    welcomePlan: 'திட்டம்: {plan}, {billing} கட்டணம் ({price}). சோதனைக் காலத்தில் எந்தக் கட்டணமும் வசூலிக்கப்படாது.',
    billingMonthly: 'மாதாந்திர',
    billingAnnually: 'ஆண்டு',
    priceMonthly: 'மாதத்திற்கு {amount} + {rate}% GST',
    priceAnnually: 'ஆண்டுக்கு {amount} + {rate}% GST',
    welcomeStart: 'எங்கிருந்து தொடங்குவது:',
    stepHandbook: 'கையேட்டின் உதவியுடன் உங்கள் கிளினிக்கை அமைக்கவும்',
    stepHelp: 'உதவி மையத்தைப் பாருங்கள்',
    stepTeam: 'எங்கள் குழுவுடன் பேசுங்கள்',
    welcomeReply: 'ஏதேனும் சந்தேகம் இருந்தால் இந்த மின்னஞ்சலுக்குப் பதில் அனுப்புங்கள் அல்லது {address} முகவரிக்கு எழுதுங்கள்.',
  },
  'te-IN': {
    greeting: 'నమస్కారం {name},',
    resetSubject: 'మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
    resetRequest: 'మీ క్లినిక్ ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయమని మాకు అభ్యర్థన వచ్చింది.',
    resetOpenLink: 'కొత్త పాస్‌వర్డ్‌ను ఎంచుకోవడానికి ఈ లింక్‌ను తెరవండి:',
    resetButton: 'పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
    resetCopy: 'లేదా ఈ లింక్‌ను కాపీ చేసి మీ బ్రౌజర్‌లో తెరవండి:',
    resetValidity: 'ఈ లింక్ {hours} గంటల పాటు చెల్లుతుంది, ఒక్కసారి మాత్రమే ఉపయోగించవచ్చు.',
    resetIgnore: 'మీరు ఈ అభ్యర్థన చేయకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోనవసరం లేదు; మీ పాస్‌వర్డ్ మారదు.',
    welcomeSubject: 'ClinicPlatform కు స్వాగతం: మీ ఉచిత ట్రయల్ ప్రారంభమైంది',
    welcomeIntro: 'ClinicPlatform కు స్వాగతం. {clinicName} కోసం ఉచిత ట్రయల్ ప్రారంభమైంది; క్రెడిట్ కార్డ్ అవసరం లేదు.',
    welcomePlan: 'ప్లాన్: {plan}, {billing} బిల్లింగ్ ({price}). ట్రయల్ సమయంలో ఎలాంటి ఛార్జీ ఉండదు.',
    billingMonthly: 'నెలవారీ',
    billingAnnually: 'వార్షిక',
    priceMonthly: 'నెలకు {amount} + {rate}% GST',
    priceAnnually: 'సంవత్సరానికి {amount} + {rate}% GST',
    welcomeStart: 'ఎక్కడ ప్రారంభించాలి:',
    stepHandbook: 'హ్యాండ్‌బుక్ సహాయంతో మీ క్లినిక్‌ను సెటప్ చేయండి',
    stepHelp: 'హెల్ప్ సెంటర్ చూడండి',
    stepTeam: 'మా టీమ్‌తో మాట్లాడండి',
    welcomeReply: 'ఏదైనా సందేహం ఉంటే ఈ ఈమెయిల్‌కు రిప్లై ఇవ్వండి లేదా {address} కు రాయండి.',
  },
  'mr-IN': {
    greeting: 'नमस्कार {name},',
    resetSubject: 'तुमचा पासवर्ड रीसेट करा',
    resetRequest: 'तुमच्या क्लिनिक खात्याचा पासवर्ड रीसेट करण्याची विनंती आम्हाला मिळाली आहे.',
    resetOpenLink: 'नवीन पासवर्ड निवडण्यासाठी ही लिंक उघडा:',
    resetButton: 'पासवर्ड रीसेट करा',
    resetCopy: 'किंवा ही लिंक कॉपी करून तुमच्या ब्राउझरमध्ये उघडा:',
    resetValidity: 'ही लिंक {hours} तास वैध आहे आणि फक्त एकदाच वापरता येते.',
    resetIgnore: 'तुम्ही ही विनंती केली नसेल, तर या ईमेलकडे दुर्लक्ष करा; तुमचा पासवर्ड आहे तसाच राहील.',
    welcomeSubject: 'ClinicPlatform मध्ये तुमचे स्वागत आहे: तुमची फ्री ट्रायल सुरू झाली आहे',
    welcomeIntro: 'ClinicPlatform मध्ये तुमचे स्वागत आहे. {clinicName} साठी फ्री ट्रायल सुरू झाली आहे; क्रेडिट कार्डची गरज नाही.',
    welcomePlan: 'प्लॅन: {plan}, {billing} बिलिंग ({price}). ट्रायलदरम्यान कोणतेही शुल्क आकारले जाणार नाही.',
    billingMonthly: 'मासिक',
    billingAnnually: 'वार्षिक',
    priceMonthly: 'दरमहा {amount} + {rate}% GST',
    priceAnnually: 'दरवर्षी {amount} + {rate}% GST',
    welcomeStart: 'सुरुवात कुठून करावी:',
    stepHandbook: 'हँडबुकच्या मदतीने तुमचे क्लिनिक सेट करा',
    stepHelp: 'हेल्प सेंटर पाहा',
    stepTeam: 'आमच्या टीमशी बोला',
    welcomeReply: 'काही समजले नाही तर या ईमेलला उत्तर द्या किंवा {address} वर लिहा.',
  },
  'kn-IN': {
    greeting: 'ನಮಸ್ಕಾರ {name},',
    resetSubject: 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ರೀಸೆಟ್ ಮಾಡಿ',
    resetRequest: 'ನಿಮ್ಮ ಕ್ಲಿನಿಕ್ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ರೀಸೆಟ್ ಮಾಡಲು ನಮಗೆ ವಿನಂತಿ ಬಂದಿದೆ.',
    resetOpenLink: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆಯ್ಕೆಮಾಡಲು ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ:',
    resetButton: 'ಪಾಸ್‌ವರ್ಡ್ ರೀಸೆಟ್ ಮಾಡಿ',
    resetCopy: 'ಅಥವಾ ಈ ಲಿಂಕ್ ಅನ್ನು ಕಾಪಿ ಮಾಡಿ ನಿಮ್ಮ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ತೆರೆಯಿರಿ:',
    resetValidity: 'ಈ ಲಿಂಕ್ {hours} ಗಂಟೆಗಳವರೆಗೆ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ ಮತ್ತು ಒಮ್ಮೆ ಮಾತ್ರ ಬಳಸಬಹುದು.',
    resetIgnore: 'ನೀವು ಈ ವಿನಂತಿ ಮಾಡದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ; ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹಾಗೆಯೇ ಇರುತ್ತದೆ.',
    welcomeSubject: 'ClinicPlatform ಗೆ ಸ್ವಾಗತ: ನಿಮ್ಮ ಉಚಿತ ಟ್ರಯಲ್ ಆರಂಭವಾಗಿದೆ',
    welcomeIntro: 'ClinicPlatform ಗೆ ಸ್ವಾಗತ. {clinicName} ಗಾಗಿ ಉಚಿತ ಟ್ರಯಲ್ ಆರಂಭವಾಗಿದೆ; ಕ್ರೆಡಿಟ್ ಕಾರ್ಡ್ ಅಗತ್ಯವಿಲ್ಲ.',
    welcomePlan: 'ಪ್ಲಾನ್: {plan}, {billing} ಬಿಲ್ಲಿಂಗ್ ({price}). ಟ್ರಯಲ್ ಅವಧಿಯಲ್ಲಿ ಯಾವುದೇ ಶುಲ್ಕ ವಿಧಿಸಲಾಗುವುದಿಲ್ಲ.',
    billingMonthly: 'ಮಾಸಿಕ',
    billingAnnually: 'ವಾರ್ಷಿಕ',
    priceMonthly: 'ತಿಂಗಳಿಗೆ {amount} + {rate}% GST',
    priceAnnually: 'ವರ್ಷಕ್ಕೆ {amount} + {rate}% GST',
    welcomeStart: 'ಎಲ್ಲಿಂದ ಆರಂಭಿಸಬೇಕು:',
    stepHandbook: 'ಹ್ಯಾಂಡ್‌ಬುಕ್ ನೆರವಿನಿಂದ ನಿಮ್ಮ ಕ್ಲಿನಿಕ್ ಸೆಟಪ್ ಮಾಡಿ',
    stepHelp: 'ಸಹಾಯ ಕೇಂದ್ರವನ್ನು ನೋಡಿ',
    stepTeam: 'ನಮ್ಮ ತಂಡದೊಂದಿಗೆ ಮಾತನಾಡಿ',
    welcomeReply: 'ಏನಾದರೂ ಸ್ಪಷ್ಟವಾಗದಿದ್ದರೆ ಈ ಇಮೇಲ್‌ಗೆ ಉತ್ತರಿಸಿ ಅಥವಾ {address} ಗೆ ಬರೆಯಿರಿ.',
  },
  'ml-IN': {
    greeting: 'നമസ്കാരം {name},',
    resetSubject: 'നിങ്ങളുടെ പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യുക',
    resetRequest: 'നിങ്ങളുടെ ക്ലിനിക് അക്കൗണ്ടിന്റെ പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യാനുള്ള ഒരു അഭ്യർത്ഥന ഞങ്ങൾക്ക് ലഭിച്ചു.',
    resetOpenLink: 'പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാൻ ഈ ലിങ്ക് തുറക്കുക:',
    resetButton: 'പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യുക',
    resetCopy: 'അല്ലെങ്കിൽ ഈ ലിങ്ക് കോപ്പി ചെയ്ത് നിങ്ങളുടെ ബ്രൗസറിൽ തുറക്കുക:',
    resetValidity: 'ഈ ലിങ്ക് {hours} മണിക്കൂർ സാധുവാണ്, ഒരു തവണ മാത്രമേ ഉപയോഗിക്കാനാകൂ.',
    resetIgnore: 'നിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടിട്ടില്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കാം; നിങ്ങളുടെ പാസ്‌വേഡ് മാറില്ല.',
    welcomeSubject: 'ClinicPlatform-ലേക്ക് സ്വാഗതം: നിങ്ങളുടെ സൗജന്യ ട്രയൽ ആരംഭിച്ചു',
    welcomeIntro: 'ClinicPlatform-ലേക്ക് സ്വാഗതം. {clinicName}-നുള്ള സൗജന്യ ട്രയൽ ആരംഭിച്ചു; ക്രെഡിറ്റ് കാർഡ് ആവശ്യമില്ല.',
    welcomePlan: 'പ്ലാൻ: {plan}, {billing} ബില്ലിംഗ് ({price}). ട്രയൽ കാലയളവിൽ ഒരു തുകയും ഈടാക്കില്ല.',
    billingMonthly: 'പ്രതിമാസ',
    billingAnnually: 'വാർഷിക',
    priceMonthly: 'മാസം {amount} + {rate}% GST',
    priceAnnually: 'വർഷം {amount} + {rate}% GST',
    welcomeStart: 'എവിടെ തുടങ്ങാം:',
    stepHandbook: 'ഹാൻഡ്‌ബുക്കിന്റെ സഹായത്തോടെ നിങ്ങളുടെ ക്ലിനിക് സജ്ജമാക്കുക',
    stepHelp: 'ഹെൽപ്പ് സെന്റർ കാണുക',
    stepTeam: 'ഞങ്ങളുടെ ടീമുമായി സംസാരിക്കുക',
    welcomeReply: 'എന്തെങ്കിലും സംശയമുണ്ടെങ്കിൽ ഈ ഇമെയിലിന് മറുപടി നൽകുക അല്ലെങ്കിൽ {address} എന്ന വിലാസത്തിൽ എഴുതുക.',
  },
  'gu-IN': {
    greeting: 'નમસ્તે {name},',
    resetSubject: 'તમારો પાસવર્ડ રીસેટ કરો',
    resetRequest: 'તમારા ક્લિનિક એકાઉન્ટનો પાસવર્ડ રીસેટ કરવાની વિનંતી અમને મળી છે.',
    resetOpenLink: 'નવો પાસવર્ડ પસંદ કરવા માટે આ લિંક ખોલો:',
    resetButton: 'પાસવર્ડ રીસેટ કરો',
    resetCopy: 'અથવા આ લિંક કૉપિ કરીને તમારા બ્રાઉઝરમાં ખોલો:',
    resetValidity: 'આ લિંક {hours} કલાક માટે માન્ય છે અને માત્ર એક જ વાર વાપરી શકાય છે.',
    resetIgnore: 'જો તમે આ વિનંતી ન કરી હોય, તો આ ઈમેલને અવગણો; તમારો પાસવર્ડ જેમ છે તેમ જ રહેશે.',
    welcomeSubject: 'ClinicPlatform માં તમારું સ્વાગત છે: તમારી ફ્રી ટ્રાયલ શરૂ થઈ ગઈ છે',
    welcomeIntro: 'ClinicPlatform માં તમારું સ્વાગત છે. {clinicName} માટે ફ્રી ટ્રાયલ શરૂ થઈ ગઈ છે; ક્રેડિટ કાર્ડની જરૂર નથી.',
    welcomePlan: 'પ્લાન: {plan}, {billing} બિલિંગ ({price}). ટ્રાયલ દરમિયાન કોઈ ચાર્જ લેવામાં આવશે નહીં.',
    billingMonthly: 'માસિક',
    billingAnnually: 'વાર્ષિક',
    priceMonthly: 'દર મહિને {amount} + {rate}% GST',
    priceAnnually: 'દર વર્ષે {amount} + {rate}% GST',
    welcomeStart: 'શરૂઆત ક્યાંથી કરવી:',
    stepHandbook: 'હેન્ડબુકની મદદથી તમારું ક્લિનિક સેટ કરો',
    stepHelp: 'હેલ્પ સેન્ટર જુઓ',
    stepTeam: 'અમારી ટીમ સાથે વાત કરો',
    welcomeReply: 'કંઈ પણ સ્પષ્ટ ન હોય તો આ ઈમેલનો જવાબ આપો અથવા {address} પર લખો.',
  },
};

/** A mail's words in one language: as text, and as HTML (values escaped; `markup` placeholders take markup that is already safe). */
export interface MailWriter {
  language: Language;
  text(key: keyof MailMessages, values?: MessageValues): string;
  html(key: keyof MailMessages, values?: MessageValues, markup?: Record<string, string>): string;
}

/** The writer of a mail in `language`. */
export function mailWriter(language: Language): MailWriter {
  const words = MAIL_MESSAGES[language];
  const text = (key: keyof MailMessages, values: MessageValues = {}) => formatMessage(words[key], values, language);
  return {
    language,
    text,
    html(key, values = {}, markup = {}) {
      // Each markup placeholder is first a NUL-delimited marker (no text field holds a NUL), then the markup.
      const names = Object.keys(markup);
      const markers = Object.fromEntries(names.map((name, index) => [name, `\u0000${index}\u0000`]));
      const escaped = escapeHtml(text(key, { ...values, ...markers }));
      return escaped.replace(/\u0000(\d+)\u0000/g, (_, index: string) => markup[names[Number(index)]!] ?? '');
    },
  };
}

/** A mail's HTML opening: it names its language, except en-IN's, which stays as it has always been sent. */
export function htmlOpening(language: Language): string {
  return `<!doctype html><html${language === 'en-IN' ? '' : ` lang="${language}"`}><body style="font-family:sans-serif">`;
}
