/** The report toasts of SPEC section 8, word for word. */
export const ReportText = {
  created: 'Report created successfully!',
  createFailed: 'Error creating new report!',
  renamed: 'Report renamed successfully!',
  renameFailed: 'Error renaming report!',
  defaultCreated: 'Default report created successfully!',
  defaultFailed: 'Error creating default report!',
  newReportHint: 'Your current work will be saved automatically.',
} as const;
