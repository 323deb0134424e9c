// The /download page's words.
export const downloadTexts = {
  checkFailed: 'We could not check which installers are available. Try again in a moment.',
  retry: 'Try again',
  notPublishedTitle: 'The desktop app is not published on this server yet',
  notPublishedBody:
    'Everything Studyloop does works in your browser too: your library, the study tools, flashcards and the wallet. Only offline study needs the desktop app.',
  openWebApp: 'Use Studyloop in your browser',
  version: (version: string) => `Version ${version}`,
  released: (date: string) => `released ${date}`,
  checksum: 'SHA-512 checksum',
  checksumHint:
    'Compare it with what sha512sum (Linux), shasum -a 512 (macOS) or Get-FileHash -Algorithm SHA512 (Windows) prints for the file.',
  noInstallerForYou: 'There is no installer for your system yet: Studyloop works in your browser.',
  yourSystem: 'Your system',
} as const;
