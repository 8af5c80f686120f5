/** en-IN: `<clinic-help-search>`, and the server's answer to a search made without JavaScript. */
export const helpSearch = {
  formLabel: 'Help articles',
  label: 'Search the help articles',
  placeholder: 'Try “GST invoice”, “WhatsApp reminders” or “import clients”',
  /** The placeholder where the whole one does not fit in the box (a phone): its first example only. */
  placeholderShort: 'Try “GST invoice”',
  hint: 'Results appear below as you type. Press Enter to open the first one, or the down arrow key to move through them.',
  results: 'Search results',
  unavailable: 'Search is not available right now.',
  searching: 'Searching the help articles…',
  found: '{count, plural, one {# article} other {# articles}} found for “{query}”.',
  noMatch: 'No articles match “{query}”.',
  noMatchHint: 'Try other words, browse the topics below, or reach us:',
  chat: 'Live chat',
  chatNote: 'Available 24/7 (automatic assistant)',
  call: 'Call {phone}',
  callNote: 'Mon-Fri 9AM-6PM IST',
  email: 'Email {email}',
  emailNote: 'Reply within 4 hours',
  meta: '{category} · {time} read',
};
