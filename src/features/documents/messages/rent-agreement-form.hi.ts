import { LIMITS } from '../templates/rent-agreement/steps'
import statesHi from '@/i18n/messages/states.hi'
import type { en } from './rent-agreement-form'

const payers = {
  tenant: 'किरायेदार (लाइसेंसी)',
  landlord: 'मकान-मालिक (लाइसेंसर)',
}

const hi: typeof en = {
  steps: {
    state: {
      title: 'राज्य और अनुबंध का प्रकार',
      description:
        'संपत्ति जिस राज्य में है, उसी से तय होता है कि अनुबंध किस रूप में बनता है, और पंजीकरण, स्टांप शुल्क और जमा राशि के बारे में सलाह क्या होगी।',
    },
    landlord: {
      title: 'मकान-मालिक',
      description:
        'संपत्ति किराये पर देने वाला मालिक: मकान-मालिक, या लीव ऐंड लाइसेंस अनुबंध में लाइसेंसर।',
    },
    tenant: {
      title: 'किरायेदार',
      description:
        'संपत्ति में रहने वाला व्यक्ति: किरायेदार, या लीव ऐंड लाइसेंस अनुबंध में लाइसेंसी।',
    },
    property: { title: 'संपत्ति' },
    term: {
      title: 'अवधि और किराया',
      description:
        'अनुबंध अक्सर 11 महीने के लिए बनते हैं: एक साल से लंबी लीज़ का पंजीकरण ज़रूरी है।',
    },
    deposit: { title: 'जमा राशि और नोटिस' },
    charges: { title: 'शुल्क और ख़र्च' },
    signing: {
      title: 'हस्ताक्षर और गवाह',
      description: 'दोनों पक्ष दो गवाहों के सामने हस्ताक्षर करते हैं, जो अपना नाम और पता देते हैं।',
    },
  },
  fields: {
    state: { label: 'संपत्ति किस राज्य या केंद्र शासित प्रदेश में है' },
    agreementType: {
      label: 'अनुबंध का प्रकार',
      hint: 'कुछ न चुनें तो मसौदा राज्य के चलन के हिसाब से बनेगा: महाराष्ट्र में लीव ऐंड लाइसेंस, बाक़ी जगह किराया (लीज़) अनुबंध।',
    },
    landlordName: { label: 'पूरा नाम' },
    landlordRelation: { label: 'संबंध' },
    landlordRelativeName: { label: 'पिता, माता या जीवनसाथी का नाम' },
    landlordAddress: { label: 'स्थायी पता' },
    tenantName: { label: 'पूरा नाम' },
    tenantRelation: { label: 'संबंध' },
    tenantRelativeName: { label: 'पिता, माता या जीवनसाथी का नाम' },
    tenantAddress: { label: 'स्थायी पता' },
    propertyAddress: { label: 'संपत्ति का पता' },
    propertyType: { label: 'क्या किराये पर दिया जा रहा है' },
    furnishing: { label: 'फ़र्निशिंग' },
    fittings: {
      label: 'सौंपी गई फ़िटिंग और फ़र्नीचर',
      itemLabel: 'चीज़',
      hint: 'ज़रूरी नहीं: हर लाइन में एक चीज़, जैसे "3 छत के पंखे"। लिखी गई चीज़ें आख़िर में लौटाई जाती हैं।',
    },
    permittedUse: { label: 'किस काम के लिए' },
    termMonths: { label: 'अवधि (महीनों में)' },
    startDate: { label: 'शुरू होने की तारीख़' },
    monthlyRent: {
      label: 'मासिक किराया (₹)',
      hint: 'लीव ऐंड लाइसेंस अनुबंध में यह लाइसेंस फ़ीस है।',
    },
    rentDueDay: {
      label: 'किराया किस तारीख़ तक देना है (महीने का दिन)',
      hint: '1 से 28 तक, ताकि यह दिन हर महीने में आए।',
    },
    paymentMode: { label: 'भुगतान का तरीक़ा' },
    escalationPercent: {
      label: 'नवीनीकरण पर किराये में बढ़ोतरी (%)',
      hint: 'ज़रूरी नहीं। ख़ाली छोड़ें तो किराया तय रहेगा और कोई भी बदलाव नवीनीकरण पर तय होगा।',
    },
    securityDeposit: {
      label: 'सिक्योरिटी डिपॉज़िट (₹)',
      hint: 'कोई डिपॉज़िट न हो तो 0 लिखें।',
    },
    depositRefundDays: { label: 'डिपॉज़िट कितने दिन में लौटेगा (चाबी सौंपने के बाद)' },
    lockInMonths: {
      label: 'लॉक-इन अवधि (महीने)',
      hint: 'ज़रूरी नहीं: शुरू के वे महीने जिनमें कोई भी पक्ष अनुबंध ख़त्म नहीं कर सकता।',
    },
    noticeMonths: { label: 'नोटिस की अवधि (महीने)' },
    defaultMonths: {
      label: 'कितने महीने का किराया बकाया होने पर मकान-मालिक अनुबंध ख़त्म कर सकता है',
    },
    maintenancePaidBy: { label: 'मेंटेनेंस और सोसाइटी शुल्क कौन देगा' },
    electricityPaidBy: { label: 'बिजली का बिल कौन देगा' },
    waterPaidBy: { label: 'पानी का शुल्क कौन देगा' },
    entryNoticeHours: { label: 'मकान-मालिक के आने से पहले नोटिस (घंटे)' },
    stampDutyPaidBy: { label: 'स्टांप शुल्क और पंजीकरण फ़ीस कौन देगा' },
    executionPlace: { label: 'हस्ताक्षर की जगह' },
    executionDate: { label: 'हस्ताक्षर की तारीख़' },
    witness1Name: { label: 'पहला गवाह: नाम' },
    witness1Address: { label: 'पहला गवाह: पता' },
    witness2Name: { label: 'दूसरा गवाह: नाम' },
    witness2Address: { label: 'दूसरा गवाह: पता' },
  },
  options: {
    state: statesHi,
    agreementType: {
      lease: 'किराया (लीज़) अनुबंध',
      leave_and_licence: 'लीव ऐंड लाइसेंस अनुबंध',
    },
    relation: {
      son_of: 'पुत्र',
      daughter_of: 'पुत्री',
      wife_of: 'पत्नी',
      husband_of: 'पति',
    },
    furnishing: {
      furnished: 'फ़र्निश्ड (सामान सहित)',
      semi_furnished: 'सेमी-फ़र्निश्ड (कुछ सामान सहित)',
      unfurnished: 'अनफ़र्निश्ड (बिना सामान)',
    },
    permittedUse: { residential: 'रहने के लिए', commercial: 'व्यवसाय के लिए' },
    paymentMode: {
      bank_transfer: 'बैंक ट्रांसफ़र',
      upi: 'UPI से',
      cheque: 'चेक',
      cash: 'नक़द',
    },
    payers: { ...payers, none: 'कोई मेंटेनेंस या सोसाइटी शुल्क नहीं', shared: 'दोनों आधा-आधा' },
  },
  checks: {
    state: 'वह राज्य या केंद्र शासित प्रदेश चुनें जहाँ संपत्ति है।',
    agreementType: 'अनुबंध का प्रकार चुनें।',
    landlordName: 'मकान-मालिक का पूरा नाम लिखें।',
    tenantName: 'किरायेदार का पूरा नाम लिखें।',
    relation: 'संबंध चुनें।',
    relativeName: 'पिता, माता या जीवनसाथी का नाम लिखें।',
    landlordAddress: 'मकान-मालिक का स्थायी पता लिखें।',
    tenantAddress: 'किरायेदार का स्थायी पता लिखें।',
    propertyAddress: 'संपत्ति का पता लिखें।',
    propertyType: 'बताएँ कि क्या किराये पर दिया जा रहा है, जैसे "2BHK फ़्लैट"।',
    furnishing: 'चुनें कि संपत्ति में कितना सामान है।',
    fittings: 'फ़िटिंग लिखें, हर लाइन में एक चीज़।',
    permittedUse: 'चुनें कि संपत्ति रहने के लिए है या व्यवसाय के लिए।',
    termMonths: `अवधि पूरे महीनों में लिखें, 1 से ${LIMITS.termMonths} तक।`,
    startDate: 'शुरू होने की तारीख़ डालें।',
    monthlyRent: 'मासिक किराया पूरे रुपयों में लिखें, सिर्फ़ अंकों में।',
    rentDueDay: `महीने का वह दिन लिखें जब तक किराया देना है, 1 से ${LIMITS.rentDueDay} तक।`,
    paymentMode: 'चुनें कि किराया कैसे दिया जाएगा।',
    escalationPercent: `0 से ${LIMITS.escalationPercent} तक पूरा प्रतिशत लिखें, या इसे ख़ाली छोड़ दें।`,
    securityDeposit: 'सिक्योरिटी डिपॉज़िट पूरे रुपयों में लिखें, या कोई न हो तो 0 लिखें।',
    lockInMonths: 'लॉक-इन अवधि पूरे महीनों में लिखें, या इसे ख़ाली छोड़ दें।',
    noticeMonths: `नोटिस की अवधि पूरे महीनों में लिखें, 1 से ${LIMITS.noticeMonths} तक।`,
    defaultMonths: `बकाया किराये के महीने लिखें, 1 से ${LIMITS.defaultMonths} तक।`,
    maintenancePaidBy: 'चुनें कि मेंटेनेंस और सोसाइटी शुल्क कौन देगा।',
    electricityPaidBy: 'चुनें कि बिजली का बिल कौन देगा।',
    waterPaidBy: 'चुनें कि पानी का शुल्क कौन देगा।',
    entryNoticeHours: `नोटिस के घंटे लिखें, 1 से ${LIMITS.entryNoticeHours} तक।`,
    stampDutyPaidBy: 'चुनें कि स्टांप शुल्क और पंजीकरण फ़ीस कौन देगा।',
    place: 'हस्ताक्षर की जगह लिखें।',
    date: 'हस्ताक्षर की तारीख़ डालें।',
    witness1Name: 'पहले गवाह का नाम लिखें।',
    witness1Address: 'पहले गवाह का पता लिखें।',
    witness2Name: 'दूसरे गवाह का नाम लिखें।',
    witness2Address: 'दूसरे गवाह का पता लिखें।',
    refundDays: `डिपॉज़िट लौटाने के दिन लिखें, 1 से ${LIMITS.refundDays} तक।`,
    lockInWithinTerm: 'लॉक-इन अवधि अनुबंध की अवधि से ज़्यादा न रखें।',
  },
}

export default hi
