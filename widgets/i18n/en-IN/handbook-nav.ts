/** en-IN: `<clinic-handbook-nav>` (the handbook's sections themselves are content, in English). */
export const handbookNav = {
  nav: 'Handbook',
  label: 'Search the handbook',
  placeholder: 'e.g. reminders, GST, photos',
  noMatch: 'No sections match “{filter}”.',
  count: '{shown} of {total} sections match',
  tryAnother: 'Try another word, or <link>search the Help Center</link>.',
  subsections: '{title} subsections',
  moreHelp: 'Need more help?',
  helpCenter: 'Help Center',
  contact: 'Contact us',
};
