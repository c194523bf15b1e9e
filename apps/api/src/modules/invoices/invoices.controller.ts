import { contract, invoiceTotal } from '@billfold/contract';
import { Controller, UseGuards } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentSession, SessionGuard } from '../auth/session.guard.js';
import type { AuthenticatedSession } from '../auth/sessions.service.js';
import { toInvoiceDto } from './invoices.mapper.js';
import { InvoicesService } from './invoices.service.js';

@Controller()
@UseGuards(SessionGuard)
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @TsRestHandler(contract.invoices)
  handler(@CurrentSession() session: AuthenticatedSession) {
    const userId = session.user.id;
    return tsRestHandler(contract.invoices, {
      create: async ({ body }) => ({
        status: 201,
        body: toInvoiceDto(await this.invoices.create(userId, body.reportId, body)),
      }),
      listByReport: async ({ params, query }) => {
        const listing = await this.invoices.list(userId, params.reportId, query);
        if (listing.kind === 'all')
          return { status: 200, body: listing.invoices.map(toInvoiceDto) };
        const { invoices, total, page, pageSize, vendors } = listing;
        return {
          status: 200,
          body: { invoices: invoices.map(toInvoiceDto), total, page, pageSize, vendors },
        };
      },
      update: async ({ params, body }) => ({
        status: 200,
        body: toInvoiceDto(await this.invoices.update(userId, params.id, body)),
      }),
      findDuplicates: async ({ query }) => {
        const found = await this.invoices.findDuplicates(userId, query);
        return {
          status: 200,
          body: {
            duplicates: found.map(({ invoice, reportName }) => ({
              id: Number(invoice.id),
              reportId: invoice.reportId,
              reportName,
              name: invoice.name,
              vendor: invoice.vendor,
              date: invoice.date,
              total: invoiceTotal(invoice.amount, invoice.tax),
              currency: invoice.currency.trim(),
            })),
          },
        };
      },
      remove: async ({ params }) => {
        await this.invoices.remove(userId, params.id);
        return { status: 204, body: undefined };
      },
    });
  }
}
