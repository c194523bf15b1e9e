import { PageContainer, PageHeader } from '@/components/ui/page';

const faq = [
  {
    question: 'What counts as a page?',
    answer: 'One page of a PDF document. A three-page invoice uses three pages of your monthly allowance.',
  },
  {
    question: 'Is there a free allowance?',
    answer: 'Yes. Every new account gets 50 free pages, so you can try Billfold on your own invoices first.',
  },
  {
    question: 'When do plan changes take effect?',
    answer: 'Immediately. An upgrade raises your allowance straight away.',
  },
];

export function PricingRoute() {
  return (
    <PageContainer>
      <title>Pricing · Billfold</title>
      <PageHeader
        title="Pricing"
        description="Pick the plan that matches the invoices you process each month."
      />
      <section aria-labelledby="faq-heading" className="mt-12 max-w-3xl">
        <h2 id="faq-heading" className="text-lg font-semibold tracking-tight text-zinc-950">
          Frequently asked questions
        </h2>
        <dl className="mt-4 divide-y divide-zinc-200 border-y border-zinc-200">
          {faq.map((item) => (
            <div key={item.question} className="py-5 sm:grid sm:grid-cols-5 sm:gap-6">
              <dt className="text-[15px] font-medium text-zinc-900 sm:col-span-2">{item.question}</dt>
              <dd className="mt-1 text-[15px] leading-6 text-zinc-600 sm:col-span-3 sm:mt-0">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </PageContainer>
  );
}
