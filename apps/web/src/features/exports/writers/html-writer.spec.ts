import { describe, expect, it } from 'vitest';
import { sampleDocument, sampleRow } from '../utils/sample-rows.testing';
import { escapeHtml, writeHtml } from './html-writer';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('writeHtml', () => {
  it('escapes every value: nothing in an invoice becomes markup', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
    );
    const html = writeHtml(
      sampleDocument(
        [sampleRow({ vendor: '<script>alert(1)</script>', category: '"><b>x' })],
        '</title><script>',
      ),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<title>Invoices · &lt;/title&gt;&lt;script&gt;</title>');
  });

  it('is a standalone page: styles inline, nothing loaded from elsewhere', () => {
    const html = writeHtml(sampleDocument([sampleRow()]));
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<link|<script|src=|url\(/);
  });

  it('shows each amount in its own currency and a grand total per currency, exact', () => {
    const html = plain(
      writeHtml(
        sampleDocument([
          sampleRow({ amount: 0.1, taxAmount: 0.2, total: 0.3 }),
          sampleRow({ amount: 0.2, taxAmount: 0.1, total: 0.3 }),
          sampleRow({ amount: 1234.5, taxAmount: 234.56, total: 1469.06, currency: 'EUR' }),
          sampleRow({
            vendor: null,
            date: null,
            amount: 1000,
            taxAmount: 0,
            total: 1000,
            currency: 'JPY',
          }),
        ]),
      ),
    );
    expect(html).toContain('<td class="num">1.234,50 €</td>');
    expect(html).toContain('<td class="num">$0.30</td>');
    const foot = html.slice(html.indexOf('<tfoot>'), html.indexOf('</tfoot>'));
    const totals = [
      ...foot.matchAll(/<tr><th[^>]*>(.*?)<span class="count">(.*?)<\/span><\/th>(.*?)<\/tr>/g),
    ].map(([, label, count, cells]) => [
      label,
      count,
      [...cells!.matchAll(/<td class="num">(.*?)<\/td>/g)].map((m) => m[1]),
    ]);
    expect(totals).toEqual([
      ['Total EUR', '1 invoice', ['1.234,50 €', '234,56 €', '1.469,06 €']],
      ['Total JPY', '1 invoice', ['￥1,000', '￥0', '￥1,000']],
      ['Total USD', '2 invoices', ['$0.30', '$0.30', '$0.60']],
    ]);
    expect(html).toContain('<td class="wrap missing">N/A</td>');
    expect(html).toContain('<time datetime="2026-03-14">Mar 14, 2026</time>');
    expect(html).toContain('<p class="report">Q1 expenses</p>');
    expect(html).toMatch(
      /<p class="meta">Exported Nov 22, 2026, \d{1,2}:30 [AP]M · 4 invoices<\/p>/,
    );
  });
});
