import { LegalDocument, type LegalSection } from '../components/legal-document';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Billfold is an online service that reads PDF invoices, extracts their fields and keeps the
        records you choose to save. This policy explains what personal data we handle when you use
        it, why, and the choices you have. Billfold is the controller of that data.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account data:</strong> your name, email address, profile picture and, if you sign
          in through Google, GitHub, X or Facebook, the identifier that provider gives us. Passwords
          are stored only as a one-way hash.
        </li>
        <li>
          <strong>Invoice records:</strong> the fields you save (invoice number, date, vendor,
          amounts, tax numbers, category, currency, description), the reports they belong to, and
          the page images of the invoices you keep.
        </li>
        <li>
          <strong>Usage:</strong> the number of pages analysed each month, so that plan limits can
          be applied.
        </li>
        <li>
          <strong>Billing:</strong> payments are handled by Stripe. We receive the status of your
          subscription, never your card number.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-documents',
    title: 'Your documents',
    body: (
      <>
        <p>
          <strong>Uploaded PDF files are processed in memory and are not kept.</strong> A file
          exists only while its analysis runs and is discarded as soon as the analysis ends, whether
          it succeeded or not.
        </p>
        <p>
          The page images made from a file are kept only with the invoices you save. They are
          deleted at once when the analysis fails, and 24 hours after the upload when you have not
          saved an invoice with them.
        </p>
        <p>
          <strong>What Billfold learns from your corrections.</strong> When you save or edit an
          analysed invoice, Billfold keeps a profile of its vendor for your account only: the values
          you saved and where they stand on the page (the label beside each value and its position),
          how they are written, the vendor&apos;s VAT id, IBAN and a fingerprint of its letterhead
          layout, and the name and category you gave the vendor. It keeps values and positions,
          never the document. Your profiles are used only for your own analyses, never for another
          user&apos;s; you can see and forget them under Account Settings › Learned vendors, and
          they are deleted with your account.
        </p>
        <p>
          The analysis may be performed by an AI service provider acting on our behalf. It receives
          the document only to return the extracted data, and may not use it for any other purpose.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How we use your data',
    body: (
      <ul>
        <li>
          To provide the service: sign you in, analyse documents, store and export your records.
        </li>
        <li>
          To apply your plan: count pages, including the 50 free pages every new account receives.
        </li>
        <li>
          To send the emails the service needs, such as address verification and password resets.
        </li>
        <li>To keep the service secure and to comply with legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use only the cookies needed to keep you signed in. They are not used for advertising or
        to follow you across other sites.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We do not sell your data. We share it only with the providers that run parts of the service
        for us (hosting, storage, email delivery, document analysis and Stripe for payments), under
        agreements that limit them to that purpose, or when the law requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        Invoice records and page images stay until you delete them or your account. When you delete
        your account, its data is removed within 30 days, except what we must keep by law (such as
        billing records).
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You can access, correct, export or delete your data, object to its processing or restrict
        it, and complain to your data-protection authority. Most of this can be done in the app; for
        anything else, write to us.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Billfold is not intended for children under 16, and they may not use it. We do not knowingly
        collect data from them; if you believe a child has given us personal data, contact us and we
        will delete it.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    body: (
      <p>
        If we change this policy we will update the date above and, for significant changes, tell
        you by email. Questions:{' '}
        <a
          className="font-medium text-brand-600 hover:underline"
          href="mailto:privacy@billfold.app"
        >
          privacy@billfold.app
        </a>
        .
      </p>
    ),
  },
];

export function PrivacyPolicyRoute() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="November 25, 2026"
      summary={
        <p>
          In short: your PDF files are processed in memory and not kept, we store only the invoice
          records you save, we never sell your data, and Billfold is not for children under 16.
        </p>
      }
      sections={sections}
    />
  );
}
