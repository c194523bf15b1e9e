import { ReportsRepository } from '@billfold/db';
import { Module } from '@nestjs/common';
import { provideRepository } from '../../database/repository.provider.js';
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
