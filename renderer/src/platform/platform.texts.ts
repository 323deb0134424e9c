// Spec 1 section 2 (Login and registration screens): the desktop app's offline banner, word for word.
export const platformTexts = {
  offlineBanner: 'You are currently offline. Some features may be limited.',
  updateReady: (version: string) => `Studyloop ${version} is ready. It installs when you quit the app.`,
  updateRestart: 'Restart now',
  updateFailed: (message: string) => `Update not installed: ${message}`,
} as const;
