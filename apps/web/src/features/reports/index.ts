// What other features may use of reports (lint forbids reaching into a feature's files).
export { ReportSwitcher } from './components/report-switcher';
export { useCurrentReport } from './hooks/use-current-report';
