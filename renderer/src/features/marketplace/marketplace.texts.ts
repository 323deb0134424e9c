// Texts of the marketplace screens (upload, library, reader, seller area), in one place.

export const uploadTexts = {
  pageTitle: 'Upload a document',
  pageDescription: 'Upload your study documents and earn points when students buy them.',
  heading: 'Upload & Earn Points!',
  intro:
    'Share your notes, guides and past exams. Once a moderator approves your document, every sale earns you points.',
  dropTitle: 'Drag and drop your file here',
  dropOr: 'or',
  pick: 'Choose a file',
  accepted: 'PDF, Word (DOCX), PowerPoint (PPTX), text or Markdown, up to 50 MB.',
  change: 'Choose another file',
  fields: {
    title: 'Title',
    description: 'Description',
    subject: 'Subject',
    type: 'Document type',
    university: 'University',
    course: 'Course',
    textbook: 'Textbook (optional)',
    price: 'Price (USD)',
    language: 'Language',
  },
  placeholders: {
    subject: 'Select a subject',
    type: 'Select a document type',
    university: 'Select a university',
    course: 'Select a course',
    courseFirst: 'Select a university first',
    textbook: 'No textbook',
  },
  priceHint: (points: number, share: number, sharePoints: number) =>
    `${points} points for buyers · your share ${share}%: ${sharePoints} points per sale`,
  errors: {
    file: 'Choose a file to upload',
    fileType: 'This file type is not supported. Upload a PDF, DOCX, PPTX, TXT or Markdown file.',
    fileEmpty: 'The file is empty',
    fileTooLarge: 'The file is larger than 50 MB',
    title: 'A title is required',
    titleLong: 'The title can have at most 300 characters',
    description: 'A description is required',
    subject: 'Choose a subject',
    type: 'Choose a document type',
    university: 'Choose a university',
    price: 'The price must be between $0 and $10,000',
    priceDecimals: 'The price can have at most 2 decimals',
    upload: 'The upload failed. Please try again.',
    notDocument:
      'This file is not a PDF, Word or PowerPoint document. Upload a PDF, DOCX or PPTX file, or a text or Markdown file.',
    checking: 'The file could not be read. Choose it again.',
    connection:
      'The connection was lost and the upload could not be finished. Check your connection and upload again.',
    session: 'Your session has ended. Sign in again, then upload the file once more.',
  },
  checkingFile: 'Checking the file…',
  submit: 'Upload document',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  resuming: 'Connection lost, resuming the upload…',
  uploaded: 'Upload complete. Your document is being processed.',
  uploadedHeading: 'Upload complete',
  uploadedNext:
    'A moderator reviews it once it is processed. You can follow its status here and in My Documents → My Uploads.',
  another: 'Upload another document',
  recentHeading: 'Your uploads',
  recentEmpty: 'Nothing uploaded yet.',
  viewDocuments: 'Go to my documents',
} as const;

/** The seller's view of a processing record: its state and the current step, in plain words. */
export const processingTexts = {
  states: {
    queued: 'Waiting to be processed',
    processing: 'Processing',
    ready: 'Pending review',
    failed: 'Processing failed',
    refused: 'Refused',
  },
  steps: {
    detect: 'Checking the file',
    convert: 'Converting to PDF',
    pages: 'Reading the pages',
    preview: 'Creating the preview',
    card: 'Creating the cover image',
    duplicates: 'Comparing with the library',
    publish: 'Saving',
  },
  statuses: {
    approved: 'Approved',
    pending: 'Pending review',
    rejected: 'Rejected',
    'soft-reject': 'Changes requested',
    deleted: 'Deleted',
  },
  pages: (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`,
  reason: 'Reason',
  flagged: 'Similar to an existing document: a moderator will check it.',
  live: 'Status updates live',
} as const;

export const LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'es', name: 'Spanish' },
  { id: 'fr', name: 'French' },
  { id: 'de', name: 'German' },
  { id: 'it', name: 'Italian' },
  { id: 'pt', name: 'Portuguese' },
  { id: 'ar', name: 'Arabic' },
  { id: 'zh', name: 'Chinese' },
] as const;
