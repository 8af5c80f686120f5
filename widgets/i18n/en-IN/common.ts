/** en-IN: what every element may show (the render-failure screen). */
export const common = {
  renderFailedTitle: 'Something went wrong',
  renderFailedText: 'We encountered an unexpected error. Our team has been notified and is working on a fix.',
  tryAgain: 'Try Again',
  home: 'Home',
  support: 'Support',
};
