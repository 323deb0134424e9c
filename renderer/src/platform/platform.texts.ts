// Spec 1 section 2 (Login and registration screens): the desktop app's offline banner, word for word.
export const platformTexts = {
  offlineBanner: 'You are currently offline. Some features may be limited.',
} as const;
