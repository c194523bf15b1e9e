/** The upload and analysis messages of SPEC sections 2, 4, 5 and 8, word for word. */
export const AnalysisText = {
  notAPdf: 'Please select a valid PDF file.',
  analyzeFailed: 'Error analyzing invoice!',
  processingFailed: 'Processing failed!',
  failedTitle: 'Processing Failed',
  resultsTitle: 'Processing Results',
  errorBannerTitle: 'Processing Error',
  notProvided: 'Not provided',
  saved: 'Invoice saved successfully!',
  saveFailed: 'Error saving invoice!',
  debug: 'Check the browser console for the raw analysis of this document.',
  /** When a finished analysis says neither what went wrong nor what it read. */
  analysisFailed: 'The invoice could not be analysed. Please try again.',
} as const;
