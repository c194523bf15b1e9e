import { AnalysesRepository, InvoicesRepository } from '@billfold/db';
import { provideRepository } from '@billfold/db/nest';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LearningModule } from '../learning/learning.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';
import { ReportVendorsCache } from './report-vendors.cache.js';

@Module({
  imports: [AuthModule, ReportsModule, LearningModule],
  controllers: [InvoicesController],
  providers: [
    provideRepository(InvoicesRepository),
    provideRepository(AnalysesRepository),
    InvoicesService,
    ReportVendorsCache,
  ],
})
export class InvoicesModule {}
