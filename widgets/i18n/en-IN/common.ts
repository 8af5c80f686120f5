/** en-IN: what every element may show (the render-failure screen, the notice of code that did not load). */
export const common = {
  loadFailed: 'Network error. Please check your connection.',
  renderFailedTitle: 'Something went wrong',
  renderFailedText: 'We encountered an unexpected error. Our team has been notified and is working on a fix.',
  tryAgain: 'Try Again',
  home: 'Home',
  support: 'Support',
  /** A form whose API refuses this site's origin: the site is not set up yet (never "check your connection"). */
  originRefused: 'This form is not available on this site yet.',
};
