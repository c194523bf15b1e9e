import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const link = 'font-medium text-brand-600 hover:underline';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    body: (
      <p>
        These terms govern your use of Billfold. By creating an account or using the service you
        accept them. If you use Billfold for a business, you accept them on its behalf.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Billfold',
    body: (
      <p>
        You must be at least 16 years old. Children under 16 are excluded from the service. You are
        responsible for the accuracy of your account details and for keeping your sign-in
        credentials secret.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <>
        <p>
          Billfold analyses the PDF invoices you upload, extracts their fields and lets you review,
          store and export them as invoice records grouped in reports.
        </p>
        <p>
          Extraction is automated and can be wrong. Review every result before you rely on it; you
          remain responsible for your bookkeeping and tax filings.
        </p>
      </>
    ),
  },
  {
    id: 'plans',
    title: 'Free pages, plans and payment',
    body: (
      <ul>
        <li>Every new account receives 50 free pages. A page is one page of a PDF document.</li>
        <li>
          Paid plans raise the number of pages you can analyse each month. Plan changes apply
          immediately.
        </li>
        <li>Payments are processed by Stripe. Subscriptions renew monthly until cancelled.</li>
        <li>
          When you cancel, you keep access to your plan until the end of the period you have paid
          for; we do not refund partial months unless the law requires it.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        You keep all rights to the documents you upload and the records you create. You give us only
        the permission needed to run the service for you. Uploaded documents are processed in memory
        and are not kept after their analysis. To read your next invoices better, Billfold learns
        from the invoices you save: it keeps values and positions for your account only, never the
        document, and you can forget them at any time; see the{' '}
        <Link className={link} to={paths.privacyPolicy}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Do not upload documents you have no right to process, try to break or overload the service,
        get around plan limits, or use Billfold for anything unlawful. We may suspend accounts that
        do.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Warranty and liability',
    body: (
      <p>
        Billfold is provided “as is”. To the extent the law allows, we are not liable for indirect
        or consequential losses, and our total liability is limited to the amount you paid us in the
        twelve months before the claim.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending the agreement',
    body: (
      <p>
        You can stop using Billfold and delete your account at any time. We may end or suspend the
        service for an account that breaks these terms, and will tell you why unless the law
        prevents it.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date above shows the latest version, and we will email you
        before significant changes take effect. Questions:{' '}
        <a className={link} href="mailto:legal@billfold.app">
          legal@billfold.app
        </a>
        .
      </p>
    ),
  },
];

export function TermsOfServiceRoute() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 21, 2026"
      summary={
        <p>
          In short: you must be 16 or older, new accounts get 50 free pages, your documents are
          processed in memory and not kept, and you should review extracted data before relying on
          it.
        </p>
      }
      sections={sections}
    />
  );
}
