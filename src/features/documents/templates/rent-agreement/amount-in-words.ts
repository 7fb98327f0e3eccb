// Amounts in words, as Indian agreements print them beside the figure: 'Rupees one lakh fifty
// thousand only'. Indian grouping: crore (10^7), lakh (10^5), thousand, hundred.
const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? ''
  const ones = n % 10
  return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? `-${ONES[ones] ?? ''}` : ''}`
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const parts = hundreds ? [`${ONES[hundreds] ?? ''} hundred`] : []
  if (rest) parts.push(belowHundred(rest))
  return parts.join(' ')
}

function numberInWords(n: number): string {
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor((n % 10_000_000) / 100_000)
  const thousand = Math.floor((n % 100_000) / 1000)
  const rest = n % 1000
  // Above 99 crore the count of crores is itself read in words ('one hundred crore').
  if (crore) parts.push(`${numberInWords(crore)} crore`)
  if (lakh) parts.push(`${belowHundred(lakh)} lakh`)
  if (thousand) parts.push(`${belowHundred(thousand)} thousand`)
  if (rest) parts.push(belowThousand(rest))
  return parts.join(' ')
}

/** 150000 → 'Rupees one lakh fifty thousand only'; 0 → 'Rupees zero only'. */
export function rupeesInWords(amount: number): string {
  const whole = Math.floor(Math.abs(amount))
  return `Rupees ${whole === 0 ? 'zero' : numberInWords(whole)} only`
}
