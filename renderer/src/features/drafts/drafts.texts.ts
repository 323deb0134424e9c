// What the screens say about unsaved work kept on this device (issue 28).
export const draftTexts = {
  restored: 'Restored unsaved changes',
  restoredDetail:
    'What you typed before the page closed is back. It is kept on this device until you save it.',
  dismiss: 'Dismiss',
  discard: 'Discard changes',
  leaveTitle: 'Leave without saving?',
  leaveStay: 'Stay',
  leaveGo: 'Leave',
} as const;
