/** en-IN: `<clinic-chat-launcher>`. */
export const chatLauncher = {
  start: 'Start Live Chat',
};
