import { ReportsRepository } from '@billfold/db';
import { provideRepository } from '@billfold/db/nest';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

@Module({
  imports: [AuthModule],
  controllers: [ReportsController],
  providers: [provideRepository(ReportsRepository), ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
