/** en-IN: `<clinic-chat>`'s own words (its greeting and answers are the assistant's content). */
export const chat = {
  open: 'Chat with us',
  /** The launcher's visible word on a phone. */
  short: 'Chat',
  title: 'ClinicPlatform assistant',
  intro: 'An automatic assistant: ask about plans, features, the free trial or getting set up.',
  close: 'Close chat',
  conversation: 'Conversation',
  assistant: 'Assistant: ',
  you: 'You: ',
  thanks: 'Thanks for your feedback.',
  helpful: 'Was this helpful?',
  yes: 'Yes',
  no: 'No',
  typing: 'The assistant is typing…',
  yourMessage: 'Your message',
  placeholder: 'Type your question…',
  send: 'Send',
  keys: 'Enter sends; Shift+Enter starts a new line.',
};
